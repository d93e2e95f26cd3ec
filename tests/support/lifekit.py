"""Helpers for the appliance's life tests: a notification socket like systemd's, a
settings file, a service around a mock box, and a full SD card."""

from __future__ import annotations

import errno
import os
import socket
from pathlib import Path
from typing import Any


class FakeSystemd:
    """A notification socket bound in a temporary folder, and what arrives on it."""

    def __init__(self, folder: Path) -> None:
        self.address = str(folder / "notify")
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(self.address)
        self.sock.setblocking(False)

    def messages(self) -> list[str]:
        got = []
        while True:
            try:
                got.append(self.sock.recv(4096).decode())
            except BlockingIOError:
                return got

    def close(self) -> None:
        self.sock.close()


class PowerSwitch:
    """A stand-in for ``systemctl poweroff`` that records each call (or refuses)."""

    def __init__(self, refuse: BaseException | None = None) -> None:
        self.calls = 0
        self.refuse = refuse

    def __call__(self) -> None:
        self.calls += 1
        if self.refuse is not None:
            raise self.refuse


def settings_file(folder: Path, text: str) -> Path:
    path = folder / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return path


class FullCard:
    """An SD card with no room left while ``full`` is True: the state store's fsync fails
    with ENOSPC, as the kernel reports a full card."""

    def __init__(self, monkeypatch: Any) -> None:
        self.full = True
        self._fsync = os.fsync
        monkeypatch.setattr("appliance.box.state.state_store.os.fsync", self._fsync_or_refuse)

    def _fsync_or_refuse(self, fd: int) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self._fsync(fd)


class RefusingCard:
    """A card whose state store's fsync fails with ``code`` (EROFS: read-only, ...)."""

    def __init__(self, monkeypatch: Any, code: int) -> None:
        self.code = code
        monkeypatch.setattr("appliance.box.state.state_store.os.fsync", self._refuse)

    def _refuse(self, fd: int) -> None:
        raise OSError(self.code, os.strerror(self.code))


class TinyCard:
    """An SD card of ``capacity`` bytes holding the files under ``folder``: the state
    store's fsync fails with ENOSPC once they hold more, and ``statvfs`` (which the caches
    ask before they write) reports what is left."""

    def __init__(self, monkeypatch: Any, folder: Path, capacity: int) -> None:
        self.folder = folder
        self.capacity = capacity
        self._fsync = os.fsync
        self._statvfs = os.statvfs
        monkeypatch.setattr("appliance.box.state.state_store.os.fsync", self._fsync_or_refuse)
        monkeypatch.setattr("drivers.card_space.os.statvfs", self._left)

    def used(self) -> int:
        return sum(p.stat().st_size for p in self.folder.rglob("*") if p.is_file())

    def _fsync_or_refuse(self, fd: int) -> None:
        if self.used() > self.capacity:
            raise OSError(errno.ENOSPC, "No space left on device")
        self._fsync(fd)

    def _left(self, path: Any) -> Any:
        real = self._statvfs(path)
        free_blocks = max(0, self.capacity - self.used()) // real.f_frsize
        return os.statvfs_result((*real[:4], free_blocks, *real[5:]))
