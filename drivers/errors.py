"""The drivers' exceptions: each is also the matching built-in."""


class DriverError(Exception):
    """The root of every error a driver raises."""


class CueError(DriverError, ValueError):
    """A sound cue description cannot be read."""


class PinoutError(DriverError, ValueError):
    """The pin map is broken: a pin used twice, a bus pin taken, a key or LED missing."""


class DeviceError(DriverError, OSError):
    """A device is missing or stopped answering."""
