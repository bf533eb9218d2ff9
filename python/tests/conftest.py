"""Shared helpers of the tests: the repository's folders."""

from pathlib import Path

import pytest

#: The repository's root (the tests run from a checkout: python/tests/..).
ROOT = Path(__file__).resolve().parents[2]

#: Magic's planar deck (901.3: at least ten cards), for decklists written here.
PLANES = "Planar deck:\n" + "".join(
    f"1 {p}\n"
    for p in [
        "Amber Steppe", "Glass Reef", "Hollow Spire", "Iron Basin", "Lantern Marsh",
        "Mirror Dunes", "Quartz Canyon", "Rust Orchard", "Silent Atoll", "Starfall Rift",
    ]
)


@pytest.fixture
def root() -> Path:
    return ROOT
