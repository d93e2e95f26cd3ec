"""The pins: the pin map, the key matrix, the LEDs, and gpiozero's mock pins for both."""
