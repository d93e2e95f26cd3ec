"""Helpers for the companion's tests in a real browser: Debian's headless Chromium at a
phone's size (390 x 844), driven by selenium, every wait explicit and bounded.

``phone`` yields a driver, or skips saying why where Chromium, its driver or selenium is
not installed (``.ci/run`` installs them where apt and root are there)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

WAIT = 15.0  # seconds any one wait may take
STALE_TRIES = 5  # reads of an element the page keeps drawing anew
WIDTH, HEIGHT = 390, 844


@contextmanager
def phone(profile: Path) -> Iterator[Any]:
    """A headless Chromium the size of a phone's screen, its profile in ``profile``."""
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
    chromium, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    if chromium is None or driver_path is None:
        pytest.skip("Debian's chromium and chromium-driver are not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        f"--window-size={WIDTH},{HEIGHT}",
        f"--user-data-dir={profile}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(driver_path))
    driver.set_page_load_timeout(WAIT)
    phone_size(driver)
    try:
        yield driver
    finally:
        driver.quit()


def phone_size(driver: Any, width: int = WIDTH, height: int = HEIGHT) -> None:
    """The tab in front is a phone's screen: 390 x 844 (or a tablet's, 820 x 1180)."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True},
    )


def until(driver: Any, done: Callable[[Any], Any], what: str) -> Any:
    """Wait for ``done(driver)`` to be true, at most WAIT seconds (an element the page
    drew anew while it was read is read again at the next look)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(
        driver, WAIT, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
    )
    return wait.until(done, message=what)


def text_of(driver: Any, element_id: str) -> str:
    """The text shown in the element with that id (found again if the page drew it anew
    between finding and reading it: a live page redraws on every piece of news)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By

    for _ in range(STALE_TRIES - 1):
        try:
            return str(driver.find_element(By.ID, element_id).text)
        except StaleElementReferenceException:
            continue
    return str(driver.find_element(By.ID, element_id).text)


def shot(driver: Any, name: str) -> None:
    """Keep a screenshot of the view (in $COMPANION_SHOTS, if set: to look at)."""
    folder = os.environ.get("COMPANION_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / f"{name}.png"))


def show(driver: Any, element_id: str) -> None:
    """Scroll the page so that element is at the top of the phone's screen."""
    driver.execute_script(f"document.getElementById('{element_id}').scrollIntoView()")
