"""The seats at the table: their colours and the compass LED that points at each."""
