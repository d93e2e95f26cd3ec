"""The table companion: a web page for the phones around the table (docs/companion.md).

Imported only when ``[companion] enabled = true``. Its threads read the box's records and
post pairing events to the one event queue; nothing on the web changes a game.
"""
