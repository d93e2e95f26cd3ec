"""The box's panel as the hardware knows it: the names of its keys and LEDs."""

KEY_NAMES: tuple[str, ...] = (
    *"123456789",
    "NS_GOLD",
    "EW_GOLD",
    "NS_SILVER",
    "EW_SILVER",
    "AIR",
    "UP",
    "VALUE",
    "CLEAR",
    "MENU",
)
COMPASS_LEDS: tuple[str, ...] = ("N", "S", "E", "W", "C")
GAUGE_LEDS: tuple[str, ...] = ("G1", "G2", "G3", "G4", "G5", "G6")
LED_NAMES: tuple[str, ...] = COMPASS_LEDS + GAUGE_LEDS
