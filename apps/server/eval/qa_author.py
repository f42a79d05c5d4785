"""What every qa-fresh author script shares: a case's hand-written notes among seeded neutral filler, as one JSON line."""
import json
import random
from datetime import datetime, timedelta


def d(s):
    return datetime.fromisoformat(s)


def build(rng, case, tz, filler, sizes):
    """case = (id, now, question, notes [(created_at, text)], number); a note whose text starts with "*" is cited."""
    cid, now, question, notes, number = case
    now_dt = d(now)
    hand = [(d(t), text.lstrip("*"), text.startswith("*")) for t, text in notes]
    start = min(t for t, _, _ in hand) - timedelta(days=5)
    total = rng.randint(*sizes)
    fillers = rng.sample(filler, max(0, total - len(hand)))
    span = (now_dt - timedelta(hours=2) - start).total_seconds()
    rows = [(t, text, cited) for t, text, cited in hand]
    for text in fillers:
        at = start + timedelta(seconds=rng.randint(0, int(span)))
        rows.append((at.replace(second=0), text, False))
    rows.sort(key=lambda r: r[0])
    thoughts, cites = [], []
    for i, (t, text, cited) in enumerate(rows, 1):
        tid = f"n{i}"
        thoughts.append({"id": tid, "text": text, "created_at": t.strftime("%Y-%m-%dT%H:%M:%S")})
        if cited:
            cites.append(tid)
    return {"id": cid, "now": now, "timezone": tz, "thoughts": thoughts, "question": question,
            "expect": {"cites": cites, "number": number}}


def print_cases(cases, tz, filler, seed, sizes=(15, 30)):
    rng = random.Random(seed)
    for case in cases:
        print(json.dumps(build(rng, case, tz, filler, sizes)))


def split_numbered(prefix, numbers, others, seed, read_numbers, read_others):
    """Split by the seed before any scoring: `read_numbers` numeric and `read_others` other cases to the read half, the
    rest to the held half, each half shuffled, then numbered <prefix>001… (the read half first)."""
    rng = random.Random(seed)
    nums, rest = list(numbers), list(others)
    rng.shuffle(nums)
    rng.shuffle(rest)
    read = nums[:read_numbers] + rest[:read_others]
    held = nums[read_numbers:] + rest[read_others:]
    rng.shuffle(read)
    rng.shuffle(held)
    return [(f"{prefix}{i:03d}", now, question, notes, number)
            for i, (_, now, question, notes, number) in enumerate(read + held, 1)]
