"""A small self-contained SVG line chart, so benchmark curves can be looked at, not only read."""

from __future__ import annotations

from html import escape

WIDTH, HEIGHT, PAD = 420, 260, 48
COLOURS = ("#7a2e0e", "#1a5fb4", "#2e7d32")


def line_chart(title: str, x_label: str, y_label: str, series: dict[str, list[tuple[float, float]]]) -> str:
    """One chart: each series a polyline with labelled points; axes start at zero."""
    xs = [x for points in series.values() for x, _ in points]
    ys = [y for points in series.values() for _, y in points]
    x_max, y_max = max(xs) * 1.05, max(ys) * 1.15

    def px(x: float) -> float:
        return PAD + (WIDTH - 2 * PAD) * x / x_max

    def py(y: float) -> float:
        return HEIGHT - PAD - (HEIGHT - 2 * PAD) * y / y_max

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(title)}" font-family="sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fff"/>',
        f'<text x="{WIDTH / 2}" y="18" text-anchor="middle" font-size="13" font-weight="bold">{escape(title)}</text>',
        f'<line x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" y2="{HEIGHT - PAD}" stroke="#333"/>',
        f'<line x1="{PAD}" y1="{PAD}" x2="{PAD}" y2="{HEIGHT - PAD}" stroke="#333"/>',
        f'<text x="{WIDTH / 2}" y="{HEIGHT - 10}" text-anchor="middle">{escape(x_label)}</text>',
        f'<text x="12" y="{HEIGHT / 2}" text-anchor="middle" transform="rotate(-90 12 '
        f'{HEIGHT / 2})">{escape(y_label)}</text>',
        f'<text x="{PAD - 4}" y="{py(y_max / 1.15) + 4:.1f}" text-anchor="end">{y_max / 1.15:.3g}</text>',
        f'<text x="{PAD - 4}" y="{HEIGHT - PAD + 4}" text-anchor="end">0</text>',
    ]
    for index, (name, points) in enumerate(series.items()):
        colour = COLOURS[index % len(COLOURS)]
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in points)
        parts.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for x, y in points:
            parts.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{colour}"/>')
            parts.append(
                f'<text x="{px(x):.1f}" y="{py(y) - 6:.1f}" text-anchor="middle" fill="{colour}">{y:.3g}</text>'
            )
        parts.append(f'<text x="{PAD + 8}" y="{PAD + 14 * index}" fill="{colour}">{escape(name)}</text>')
    for x in sorted(set(xs)):
        parts.append(f'<text x="{px(x):.1f}" y="{HEIGHT - PAD + 14}" text-anchor="middle">{x:,.0f}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
