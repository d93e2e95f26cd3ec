"""The box's life: start-up from settings, real hardware, systemd, serial console, shutdown."""
