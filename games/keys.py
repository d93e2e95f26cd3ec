"""The names of the box's 18 keys, as games see them."""

DIGITS: tuple[str, ...] = tuple("123456789")
NS_GOLD = "NS_GOLD"
EW_GOLD = "EW_GOLD"
NS_SILVER = "NS_SILVER"
EW_SILVER = "EW_SILVER"
DIRECTION_KEYS: tuple[str, ...] = (NS_GOLD, EW_GOLD, NS_SILVER, EW_SILVER)
AIR = "AIR"
UP = "UP"
VALUE = "VALUE"
CLEAR = "CLEAR"
MENU = "MENU"
KEYS: tuple[str, ...] = (*DIGITS, *DIRECTION_KEYS, AIR, UP, VALUE, CLEAR, MENU)
