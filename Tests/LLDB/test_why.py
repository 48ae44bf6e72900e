"""showguides --why, driven by the real lldb-16 against a live process serving a scene with recorded constraints."""

import os

import pytest

from conftest import Session, guidelens


@pytest.fixture(scope="module")
def chain(workdir):
    """The placement-chain scene (spacer2 placed through spacer1 and header), as the demo writes it."""
    status, _, errors = guidelens("demo", "--scene", "placement-chain", "--output", workdir)
    assert status == 0, errors
    return os.path.join(workdir, "placement-chain.json")


@pytest.fixture(scope="module")
def chain_session(chain):
    current = Session(chain)
    yield current
    current.close()


def test_why_prints_what_guidelens_why_prints(chain_session, chain):
    ok, output, error = chain_session.showguides("--why spacer2")
    assert ok, error
    status, expected, _ = guidelens("why", chain, "spacer2")
    assert status == 0
    assert output == expected
    assert "  top 147.5 = spacer1 bottom 139.5 + 8 (constraint 8)\n" in output
    assert "height 20 = 0.5 × spacer1 height 40 (constraint 9)" in output
    assert chain_session.outstanding() == 0


def test_why_by_path_and_address_and_as_json(chain_session, chain):
    expected = chain_session.showguides("--why spacer2")[1]
    for query in ['"UIView › spacer2"', '"UIView > spacer2"', "0x6000005ac120"]:
        ok, output, error = chain_session.showguides("--why " + query)
        assert ok, error
        assert output == expected, query
    ok, output, error = chain_session.showguides("--json --why spacer2")
    assert ok, error
    status, expected_json, _ = guidelens("why", "--json", chain, "spacer2")
    assert output == expected_json


def test_why_names_the_nearest_guides_when_none_matches(chain_session):
    ok, _, error = chain_session.showguides("--why spacr2")
    assert not ok
    assert "no guide 'spacr2' in the snapshot; nearest: spacer2" in error


def test_why_refuses_a_view_or_other_options(chain_session):
    ok, _, error = chain_session.showguides("--why spacer2 --kinds custom")
    assert not ok and "--why takes no view and no option but --json and --output" in error
    ok, _, error = chain_session.showguides("--why")
    assert not ok and "--why needs a value" in error
