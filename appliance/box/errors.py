"""The appliance's exceptions: each is also the matching built-in."""


class BoxError(Exception):
    """The root of every error the appliance raises."""


class SettingsFileError(BoxError, ValueError):
    """The settings file is broken; the message names the file and line."""


class ScriptError(BoxError, ValueError):
    """A key script line cannot be run; the message names the file and line."""
