"""Which face of a card with several faces is its front (indexer/assembly/faces.py)."""

import pytest

from indexer.assembly.faces import front
from indexer.assembly.model import CardFace

AFTERMATH = "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nDestroy target creature."


@pytest.mark.parametrize(
    ("faces", "named", "expected"),
    [
        # An Aftermath half is the second half, whatever the rulings name.
        ([CardFace("Finish", text=AFTERMATH), CardFace("Start", text="Create two tokens.")], {"start"}, 1),
        # A face that says it transforms from another is a back face.
        (
            [CardFace("Azcanta, the Sunken Ruin", text="(Transforms from Search for Azcanta.)"), CardFace("Search")],
            set(),
            1,
        ),
        # The one face that transforms itself is the front; a werewolf's two faces both do.
        ([CardFace("Flying"), CardFace("Delver", text="If so, transform Delver.")], set(), 1),
        (
            [CardFace("Howler", text="transform Howler."), CardFace("Shepherd", text="transform Shepherd.")],
            {"howler"},
            1,
        ),
        # The face a ruling record names alone is a back face.
        ([CardFace("Ice"), CardFace("Fire")], {"ice"}, 1),
        # A split card the data gives in alphabetical order: its printed left half.
        ([CardFace("Assemble"), CardFace("Assure")], set(), 1),
        ([CardFace("Error"), CardFace("Trial")], set(), 1),
        ([CardFace("Assault"), CardFace("Battery")], set(), 0),
        # Nothing decides: the order given.
        ([CardFace("Beta"), CardFace("Alpha")], set(), 0),
    ],
)
def test_the_first_rule_that_singles_out_a_face_decides(faces, named, expected) -> None:
    assert front(faces, named) == expected
