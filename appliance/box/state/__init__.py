"""What the box keeps on the card: the state store, saving after each key, and
putting a failed game back to its last save."""
