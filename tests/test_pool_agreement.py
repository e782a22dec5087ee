"""Whether the two card data sets' texts agree (tools/pool_agreement.py): each form the comparison
reads past, each cause of a difference in meaning, how a difference is recorded (never the printed
words) and shown by `adjudicator card`, and which texts tools/encode_pool.py reads a card in. The
sentences here are made up in the cards' manner, not copied from either data set."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import encode_pool  # noqa: E402
import pool_agreement as A  # noqa: E402

from adjudicator.cardbook.pool import conflicts_lines  # noqa: E402

# A vocabulary in which 'reputation' and 'stealthed' are common, their misspellings met once and
# in decktools only; 'had' is a real word both data sets use.
VOCAB = A.Vocabulary(tcgdata=[["reputation"] * 20, ["stealthed"] * 6, ["had", "has"] * 9],
                     decktools=[["repuation"], ["tealthed"], ["had", "has"] * 9])


def compare(tcg: list[str], deck: list[str], name: str = "Grim Watcher", kind: str = "ally") -> A.Agreement:
    return A.compare_card(tcg, deck, name, kind, VOCAB)


@pytest.mark.parametrize("tcg, deck, form", [
    (["Aldor Reputation Protector"], ["Aldor Reputation", "Protector"], None),          # paragraphs merged
    (["Your hero has +1 ATK."], ["your hero has +1 atk"], None),                         # case, punctuation
    (["It’s a trap."], ["It's a trap"], None),                                            # typographic quotes
    (["Draw two cards."], ["Draw 2 cards."], None),                                       # numbers as words
    (["When this ally enters play, draw a card."], ["When Grim Watcher enters play, draw a card."], None),
    (["Allies in your party have +1 ATK."], ["Allies you control have +1 ATK."], None),  # the errata's wording
    (["Aldor Reputation"], ["Aldor Repuation"], "a misspelling"),
    (["Target stealthed ally"], ["Target tealthed ally"], "a misspelling"),
    (["Protector When Grim Watcher enters play, draw a card."], ["ProtectorWhen Grim Watcher enters play, draw a card."],
     "words run together"),
    (["When Grim Watcher enters play, Grim deals 1 damage."], ["When Grim Watcher enters play, Grimm deals 1 damage."],
     "the card's name shortened or misspelt"),
    (["When Grim enters play, draw a card."], ["When this ally enters play, draw a card."],
     "the card's name shortened or misspelt"),
    (["Ongoing: Your hero has +1 ATK."], ["Your hero has +1 ATK."], "the Ongoing label"),
    (["Interrupt target ability."], ["Interrupt target ability card."], "'card' said or not"),
    (["Destroy target token."], ["Destroy target tokens."], "a plural or a verb's -s"),
    (["Put it on the bottom of your deck."], ["Put it on bottom of your deck."], "an article"),
    (["Allies you control have Ferocity."], ["[Nature] allies you control have Ferocity."], None),  # an icon dropped
    (["Allies you control have Ferocity."], ["Nature allies you control have Ferocity."], "an icon tcgdata drops"),
    (["Protector, Elusive, Ferocity"], ["Elusive, Ferocity, Protector"], "a keyword moved in its list"),
    (["2 , Flip Grim Watcher → Draw a card."], ["(2), Flip Grim Watcher -> Draw a card."], None),  # a cost icon kept
])
def test_a_difference_only_of_form_agrees(tcg, deck, form):
    found = compare(tcg, deck)
    assert found.agrees, found
    assert (form in found.forms) if form else found.forms == []


@pytest.mark.parametrize("tcg, deck, cause, values", [
    (["Pay 4 to complete this quest."], ["Pay 3 to complete this quest."], "a number differs", ("4", "3")),
    (["Draw a card."], ["Draw two cards."], "a number differs", ("none", "2")),
    (["Your hero has +2 ATK."], ["Your hero has +1 ATK."], "a number differs", ("+2", "+1")),
    (["Protector", "Ferocity"], ["Ferocity"], "a keyword only one data set has", ("Protector", "none")),
    (["Draw a card."], ["Draw a card. Your hero gains Stealth."], "words only one data set has", ("lacks them", "has them")),
    (["Attach to target ally."], ["Attack target ally."], "different words", ("", "")),
    (["Earth Mother has +1 ATK."], ["Earth Mother had +1 ATK."], "different words", ("", "")),  # 'had' is a word
    (["When you play an ability, ready Grim Watcher."], ["When you pay an ability, ready Grim Watcher."],
     "different words", ("", "")),
])
def test_a_difference_in_meaning_is_kept_with_its_cause(tcg, deck, cause, values):
    found = compare(tcg, deck)
    assert (found.cause, found.tcgdata, found.decktools) == (cause, *values)


def test_the_weightiest_cause_is_the_cards():
    found = compare(["Attach to target ally. Pay 4."], ["Attack target ally. Pay 3."])
    assert found.cause == "a number differs"


def test_a_misspelling_needs_a_rare_word_of_one_data_set_close_to_a_common_one():
    assert VOCAB.misspelt("reputation", "repuation")
    assert not VOCAB.misspelt("has", "had")          # both data sets use 'had'
    assert not VOCAB.misspelt("reputation", "station")  # too far apart
    assert A.distance("stealthed", "tealthed") == 1 and A.distance("marlowe", "marlow") == 1


def test_tcgdata_gives_a_heros_other_side_and_an_instants_text():
    assert A.oracle_parts({"text": "4 → Flip Grim", "transform": [{"id": "x", "text": "Allies you control have Stealth."}]}) \
        == ["4 → Flip Grim", "Allies you control have Stealth."]
    assert A.oracle_parts({"text": None, "instant": "Draw a card."}) == ["Draw a card."]
    assert compare(["4 → Flip Grim", "Allies you control have Stealth."],
                   A.paragraphs("FRONT: 4 -> Flip Grim;BACK: Allies you control have <b>Stealth</b>."), "Grim",
                   "hero").agrees


def test_paragraphs_leave_out_reminder_text_but_keep_a_cost_icon():
    assert A.paragraphs("<b>Protector</b> <i>(Reminder.)</i>;Reward : Draw a card.") == ["Protector", "Reward: Draw a card."]
    assert A.paragraphs("(3), [Exhaust] -> Ready Grim (it can attack again).") == ["(3), [Exhaust] -> Ready Grim."]


def test_a_difference_is_recorded_by_cause_and_shown_by_the_card_look_up():
    found = compare(["Pay 4 to complete this quest."], ["Pay 3 to complete this quest."])
    card = {"conflicts": {"cost": {"tcgdata": 3, "decktools": 4}, "text": A.as_conflict(found)}}
    assert card["conflicts"]["text"] == {"cause": "a number differs", "tcgdata": "4", "decktools": "3"}
    assert conflicts_lines(card) == ["cost: 3 (tcgdata) / 4 (decktools)",
                                     "text: a number differs: 4 (tcgdata) / 3 (decktools)"]
    words = A.as_conflict(compare(["Attach to target ally."], ["Attack target ally."]))
    assert conflicts_lines({"conflicts": {"text": words}}) == ["text: different words"]


def test_encode_pool_reads_decktools_text_then_tcgdatas_and_skips_a_card_whose_texts_differ():
    ally = {"name": "Grim Watcher", "type": "ally"}
    assert encode_pool.agreed(["Ongoing: Draw a card."], [["Draw a card."]], ally) == \
        [["Draw a card."], ["Ongoing: Draw a card."]]
    # decktools' icon (or a damage type tcgdata leaves out) would be lost: its text alone
    assert encode_pool.agreed(["→ Draw a card."], [["[Exhaust] -> Draw a card."]], ally) == [["[Exhaust] -> Draw a card."]]
    assert encode_pool.agreed(["Allies have Ferocity."], [["Nature allies have Ferocity."]], ally) == \
        [["Nature allies have Ferocity."]]
    differ = {**ally, "conflicts": {"text": {"cause": "a number differs", "tcgdata": "4", "decktools": "3"}}}
    assert encode_pool.agreed(["Draw a card."], [["Draw a card."]], differ) == \
        "the two data sets' texts differ: a number differs"
    assert encode_pool.agreed(["Protector"], [], ally) == [["Protector"]]


# -- forms added in session 10 (agree): each with a near miss of the same kind that stays a difference --

@pytest.mark.parametrize("tcg, deck, form", [
    # decktools' italics open before one keyword's reminder and close after the next keyword's
    (["Ferocity Stealth"], ["<b>Ferocity</b> <i>(Can attack at once.);<b>Stealth</b> (Can't be protected against.)</i>"],
     None),
    (["Shadow Resistance Mend 2"],
     ["<b>Shadow Resistance</b> <i>(Prevent all shadow ([Shadow]) damage.);<b>Mend 2</b> (Heal 2 damage.)</i>"], None),
    (["4 → Flip Grim", "Opposing allies have -1 ATK."], ["FRONT: 4 -> Flip Grim. BACK: Opposing allies have -1 ATK."],
     None),  # a side's label in the middle of a paragraph
    (["When you play a ability, ready Grim Watcher."], ["When you play a Hunter ability, ready Grim Watcher."],
     "an icon tcgdata drops"),  # a class icon
    (["Attached ally has +2 / -2."], ["Attached ally has +2 ATK / -2 health."], "an icon tcgdata drops"),
    (["At the start of your turn, draw a card."], ["At the start of you turn, draw a card."], "'your' misspelt"),
    (["When your hero is dealt damage, draw a card."], ["When youre hero is dealt damage, draw a card."],
     "'your' misspelt"),
    (["Grim Watcher deals 1 fire damage to each opposing hero and ally."],
     ["Grim Watcher deals 1 fire damage to each opposing hero or ally."], "'each hero and ally' as 'each hero or ally'"),
    (["Put target ally card into your hand."], ["Put target ally card into hand."], "'your' hand said or not"),
    (["Draw a card for each quest you control."], ["Draw a card for each quest you have."],
     "'you have' for 'you control' (the errata's wording)"),
    (["Ongoing: You can control an additional Pet."], ["Ongoing: You can have an additional Pet."],
     "'you have' for 'you control' (the errata's wording)"),
    (["Put all revealed allies into your hand."], ["Put all revealed allies in your hand."], "'in' for 'into'"),
    (["That opponent puts those cards into his resource row."], ["That opponent puts those cards in his resource row."],
     "'in' for 'into'"),
    (["Put it into play if its cost is less than or equal to 3."], ["Put it into play if its cost is less then or equal to 3."],
     "'then' for 'than'"),
    (["Opponents play 2 more to play abilities."], ["Opponents pay 2 more to play abilities."], "'pay' and 'play' mistyped"),
    (["Put your starting hero back into play."], ["Put your starting hero back into pay."], "'pay' and 'play' mistyped"),
    (["Weapons you control have +3 ATK this turn."], ["Your weapons have +3 ATK this turn."],
     "'your <cards>' for '<cards> you control'"),
    (["When Grim Watcher enters play, it deals 3 fire damage to each opposing ally."],
     ["When Grim Watcher enters play, he deals 3 fire damage to each opposing ally."], "a pronoun's gender"),
    (["Target opponent puts an ally he controls into its owner's hand."],
     ["Target opponent puts an ally he controls into his owner's hand."], "a pronoun's gender"),
    (["This weapon has +3 ATK."], ["This weapon has +3 attack."], "'attack' for 'ATK'"),
    (["Allies you control have Assault 1."], ["Allies you control have <b>Assault 1</b>. <i>They have +1 ATK on your turn.)</i>"],
     None),  # a reminder that lost its opening bracket
])
def test_a_difference_only_of_form_agrees_s10(tcg, deck, form):
    found = compare(tcg, A.paragraphs(";".join(deck)))
    assert found.agrees, found
    assert (form in found.forms) if form else found.forms == []


@pytest.mark.parametrize("tcg, deck, cause", [
    # a keyword outside any bracket that only one data set has is still a difference
    (["Ferocity"], ["<b>Ferocity</b> <i>(Can attack at once.)</i>;<b>Stealth</b>"], "a keyword only one data set has"),
    (["When you play a ability, ready Grim Watcher."], ["When you play a Goblin ability, ready Grim Watcher."],
     "words only one data set has"),  # a race is no icon
    (["Grim Watcher has +2 ATK."], ["Grim Watcher has +2 health."], "different words"),  # a stat in place of another
    (["At the start of your turn, draw a card."], ["At the start of the turn, draw a card."], "different words"),
    (["Target hero or ally has Assault 3 and Stealth this turn."],
     ["Target hero or ally has Assault 3 or Stealth this turn."], "different words"),  # 'and' not after 'each'
    (["Put target ally card into your hand."], ["Put target ally card into its owner's hand."], "different words"),
    (["Draw a card for each ally you have in hand."], ["Draw a card for each ally you control in hand."],
     "different words"),  # the cards in a hand are not controlled: still a difference
    (["Holy Talent Draw a card."], ["Holy Hero Required Draw a card."], "different words"),  # a talent is no requirement
])
def test_a_difference_in_meaning_is_kept_s10(tcg, deck, cause):
    found = compare(tcg, A.paragraphs(";".join(deck)) if any("<" in d for d in deck) else deck)
    assert found.cause == cause, found


def test_a_reminder_within_a_reminder_goes_with_it_and_an_unclosed_bracket_stays():
    assert A.without_reminders("Mend 2 (Heal (2) damage ([Holy]).) Draw a card.") == "Mend 2   Draw a card."
    assert A.without_reminders("(3), [Exhaust] -> Draw (X) cards (a reminder).") == "(3), [Exhaust] -> Draw (X) cards  ."
    assert A.without_reminders("Draw a card (and then") == "Draw a card (and then"


def test_tcgdata_text_that_dropped_a_class_or_stat_icon_is_not_read_for_decktools():
    assert not A.tcgdata_loses_nothing(["When you play a ability, draw a card."], ["When you play a Hunter ability, draw a card."])
    assert not A.tcgdata_loses_nothing(["Allies have +2 / +2."], ["Allies have +2 ATK / +2 health."])
    assert A.tcgdata_loses_nothing(["Ongoing: Allies have +2 ATK."], ["Allies have +2 ATK."])


@pytest.mark.parametrize("tcg, deck, name, kind, form", [
    (["4 → Flip Grim face down.", "Draw a card."], ["FRONT: 4 -> Flip Grim;BACK: Draw a card."], "Grim Watcher", "hero",
     "a hero's flip cost said 'face down' or not"),
    (["On your turn: 3, Flip Grim → Draw a card."], ["3, Flip Grim -> Draw a card. Use only on your turn."],
     "Grim Watcher", "hero", None),  # 'Use only on your turn.' after the one power it ends
    (["Put an ally into its owner's hand."], ["Put an ally into ist owner's hand."], "Grim Watcher", "ally",
     "a misspelling"),  # two letters swapped
    (["Opposing heroes and allies lose Stealth."], ["Opposing heros and allies lose Stealth."], "Grim Watcher", "ally",
     None),  # 'heros' is no possessive
])
def test_a_difference_only_of_form_agrees_s10_cards(tcg, deck, name, kind, form):
    vocab = A.Vocabulary(tcgdata=[["its"] * 20], decktools=[["ist"]])
    found = A.compare_card(tcg, A.paragraphs(";".join(deck)), name, kind, vocab)
    assert found.agrees, found
    assert (form in found.forms) if form else found.forms == []


@pytest.mark.parametrize("tcg, deck, name, kind", [
    (["4 → Flip target hero face down."], ["4 -> Flip target hero."], "Grim Watcher", "hero"),  # another card
    (["At the end of your turn, flip Grim face down."], ["At the end of your turn, flip Grim."], "Grim Watcher", "hero"),
    (["4 → Flip Grim face down."], ["4 -> Flip Grim."], "Grim Watcher", "ally"),  # no hero's flip cost
    (["On your turn: 3 → Draw a card. 2 → Draw a card."], ["3 -> Draw a card. 2 -> Draw a card. Use only on your turn."],
     "Grim Watcher", "hero"),  # that still is one power said 'on your turn', but not the same one
    (["Opposing hero's allies lose Stealth."], ["Opposing heros allies lose Stealth."], "Grim Watcher", "ally"),
])
def test_a_difference_in_meaning_is_kept_s10_cards(tcg, deck, name, kind):
    assert not A.compare_card(tcg, A.paragraphs(";".join(deck)), name, kind, VOCAB).agrees


def test_a_swap_of_two_neighbouring_letters_is_one_slip():
    assert A.distance("its", "ist") == 1 and A.distance("hero", "heor") == 1 and A.distance("ab", "ba") == 1
    assert A.distance("form", "from") == 1 and not VOCAB.misspelt("form", "from")  # both common: no misspelling


@pytest.mark.parametrize("tcg, deck", [
    (["Target card in your hand costs 1 less."], ["Target card into your hand costs 1 less."]),  # nothing is put
    (["Put it into play."], ["Put it in play."]),                                                # no hand, no row
    (["Draw a card, then discard a card."], ["Draw a card, than discard a card."]),              # no comparison
    (["Opponents pay 2 more to play abilities."], ["Opponents pay 2 more to pay abilities."]),    # no number after it
    (["Weapons you control have +3 ATK."], ["Your weapon has +3 ATK."]),                          # one weapon, not all
    (["Grim Watcher deals 3 damage to it."], ["Grim Watcher deals 3 damage to them."]),  # not the same one
    (["Your hero has +3 ATK while attacking."], ["Your hero has +3 ATK while ATK."]),
    (["Your hand has no cards you control."], ["Hand has no cards you control."]),
    (["Allies you control have Assault 1."], ["Allies you control have <b>Assault 1</b>. They have +1 ATK on your turn.)"]),
])
def test_a_near_miss_of_a_slip_stays_a_difference(tcg, deck):
    assert not compare(tcg, A.paragraphs(";".join(deck))).agrees


# -- enc-third --

def test_the_third_data_sets_forms_are_written_as_decktools_writes_them():
    row = {"rules": "Pay 3, [Activate] >>> Draw a card.\nOngoing: Pay X, Flip Grim >>> Draw X cards.\n"
                    "When Grim enters play, you may pay 2. If you do, draw a card."}
    assert A.utility_parts(row) == ["3, [Exhaust] -> Draw a card.", "Ongoing: X, Flip Grim -> Draw X cards.",
                                    "When Grim enters play, you may pay 2. If you do, draw a card."]  # no cost there
    assert A.utility_parts({"rules": ""}) == []


def test_encode_pool_reads_the_text_two_of_three_data_sets_agree_on():
    ally = {"name": "Grim Watcher", "type": "ally"}
    def voted(vote: str) -> dict:
        return {**ally, "conflicts": {"text": {"cause": "a number differs", "tcgdata": "4", "decktools": "3",
                                               "wowtcgutility": vote}}}
    tcg, deck = ["Grim deals 4 damage to target ally."], [["Grim deals 3 damage to target ally."]]
    third = [["Grim deals 4 damage to target ally."]]
    assert encode_pool.agreed(tcg, deck, voted("the third data set agrees with decktools"), third) == deck
    assert encode_pool.agreed(tcg, deck, voted("the third data set agrees with tcgdata"), third) == [tcg, third[0]]
    # tcgdata lost the icon the third keeps: the third's text alone
    iconed = [["2, [Exhaust] -> Grim deals 4 damage to target ally."]]
    assert encode_pool.agreed(["2, → Grim deals 4 damage to target ally."], deck, voted("the third data set agrees with tcgdata"),
                              iconed) == iconed
    found = encode_pool.agreed(tcg, deck, voted("all three data sets differ"), [["Grim deals 5 damage."]])
    assert found == "the two data sets' texts differ: a number differs; all three data sets differ"
    assert found.texts == [deck[0], tcg, ["Grim deals 5 damage."]]  # every text read by meaning (by_meaning)
    assert found.sources == ["decktools", "tcgdata", "wowtcgutility"]


def test_a_card_without_text_is_confirmed_textless_by_the_third_data_set():
    ally = {"name": "Grim Watcher", "type": "ally"}
    assert encode_pool.agreed([], [], ally, [[]]) == [[]]
    assert encode_pool.agreed([], [], ally, []) == \
        "no text in tcgdata and no second source to confirm it has none; the third data set lacks this card"
    assert encode_pool.agreed([], [], ally, [["Protector"]]).endswith("; the third data set has one")


def test_the_third_text_comes_last_where_it_says_the_same_word_for_word():
    ally = {"name": "Khorium Boar", "type": "ally"}
    tcg, deck = ["2, → Put a 1 / 1 Boar ally token into play."], [["2, -> Put a 1 / 1 Boar ally token into play."]]
    third = ["2, [Exhaust] -> Put a 1 / 1 Boar ally token into play."]
    assert encode_pool.third_agrees(tcg, deck, third, ally)
    assert encode_pool.agreed(tcg, deck, ally, [third], [third])[-1] == third
    # a word of the card's name one letter off is read past by compare_card, not here: another token
    assert not encode_pool.third_agrees(tcg, deck, ["2, [Exhaust] -> Put a 1 / 1 Bear ally token into play."], ally)
    assert not encode_pool.third_agrees(tcg, deck, [], ally)


def test_adjudicator_card_shows_every_data_sets_value_and_the_vote():
    card = {"conflicts": {"cost": {"tcgdata": 3, "decktools": 4, "wowtcgutility": 4},
                          "strike_cost": {"decktools": 5, "wowtcgutility": 0},
                          "text": {"cause": "a number differs", "tcgdata": "4", "decktools": "3",
                                   "wowtcgutility": "the third data set agrees with decktools"}}}
    assert conflicts_lines(card) == ["cost: 3 (tcgdata) / 4 (decktools) / 4 (wowtcgutility)",
                                     "strike_cost: 5 (decktools) / 0 (wowtcgutility)",
                                     "text: a number differs: 4 (tcgdata) / 3 (decktools); the third data set agrees with decktools"]
