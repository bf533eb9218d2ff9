"""docs/python.md's main example runs as written."""

import re

import pytest

from conftest import ROOT


def main_example() -> str:
    text = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    section = text.split("## The main example", 1)[1]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found, "docs/python.md has a python block under 'The main example'"
    return found.group(1)


def test_the_main_example_runs(capsys):
    pytest.importorskip("pettingzoo", reason="pettingzoo is not installed")
    code = main_example()
    exec(compile(code, "docs/python.md", "exec"), {"__name__": "docs_example"})
    out = capsys.readouterr().out
    assert "['p0', 'p1']" in out
