"""What the keys do: each action changes the table (the step of a turn, the screens over it, the
end).
"""
