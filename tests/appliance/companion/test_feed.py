"""The phones' news: the latest of each kind, per seat, and the same news never twice."""

from __future__ import annotations

from appliance.companion.feed import Feed


def test_the_same_chart_or_secret_again_is_not_news():
    feed = Feed()
    seen: dict = {}
    feed.put("chart", {"game": "tobago", "data": {"maps": [1]}})
    feed.put("secret", {"lines": ["Cards: 5 4"]}, seat=1)
    assert [kind for kind, _ in feed.news(seen, 1, timeout=0)] == ["chart", "secret"]
    feed.put("chart", {"game": "tobago", "data": {"maps": [1]}})  # a key that changed nothing
    feed.put("secret", {"lines": ["Cards: 5 4"]}, seat=1)
    assert feed.news(seen, 1, timeout=0) == []
    feed.put("secret", {"lines": []}, seat=1)  # hidden: that is news
    assert [kind for kind, _ in feed.news(seen, 1, timeout=0)] == ["secret"]


def test_a_seats_news_reaches_only_that_seat():
    feed = Feed()
    feed.put("secret", {"lines": ["Cards: 5 4"]}, seat=1)
    assert feed.news({}, 2, timeout=0) == []
    assert feed.news({}, None, timeout=0) == []
    assert [kind for kind, _ in feed.news({}, 1, timeout=0)] == ["secret"]
