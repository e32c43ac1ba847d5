"""Self-repairs inside a turn: where the value after "no sorry", "wait no", "I mean" starts.

"tengo treinta no treinta y uno años", "laura digo lorena", "en el bbva no no en el santander":
every reader of a value (ages, names, favourites, objects, places) asks :func:`repair_end`
whether a repair follows it, and reads the repaired value from there.
"""

from __future__ import annotations

from hotmem.extraction.ud.context import Ctx

__all__ = ["repair_end"]


def repair_end(ctx: Ctx, i: int, end: int) -> int | None:
    """Where the value after a self-repair starts: past "no sorry", "wait no", "I mean".

    A correction marker of the language, or a doubled negation ("no no"), with fillers,
    punctuation and negation words around it; None when no marker is there.
    """
    lower, lang = ctx.lower, ctx.lang
    start, marked = i, False
    while i < end and i < start + 8:
        if lower[i] in lang.negations and i + 1 < end and lower[i + 1] == lower[i]:
            marked = True  # "en el bbva no no en el santander": a doubled "no" repairs
        # a marker first: "no wait" is one, its "no" no mere negation to step over
        marker = next(
            (m for m in lang.correction_markers if tuple(lower[i : i + len(m)]) == m), None
        )
        if marker is None:
            if lower[i] in lang.fillers or ctx.pos[i] == "PUNCT" or lower[i] in lang.negations:
                i += 1
                continue
            break
        marked = True
        i += len(marker)
    if marked and i + 1 < end and lower[i] in ctx.lex.pronouns and ctx.pos[i + 1] == "AUX":
        j = i + 2  # "a dog named max no wait he's called mack": the repair's own frame
        verb = ctx.verbs[j] if j < end else None
        if verb is not None and verb.lemma in ctx.lex.name_verbs:
            j += 1
        i = j
    return i if marked and i < end else None
