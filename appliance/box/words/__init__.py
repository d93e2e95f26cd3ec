"""The box's words: the translations, the language chosen on the box, and what speech
says (the speech levels and their choice)."""
