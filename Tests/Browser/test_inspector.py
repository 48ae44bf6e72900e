"""guidelens html's page in a real browser: headless Chromium, driven as a person would, through
mouse and keyboard events, and read back from the page."""

import json
import os
import re

from conftest import guidelens

SELECTED_ID = """(() => { const row = document.querySelector('#tree [aria-selected="true"]');
  return row ? window.__items[Number(row.dataset.index)].id : null; })()"""


def load(page, path, fragment=""):
    """Opens a page; returns its items, each with its constraints read from the page's table."""
    page.open(path, fragment)
    assert page.evaluate("document.documentElement.dataset.ready") == "true"
    page.evaluate("""window.__data = JSON.parse(document.getElementById('guidelens-data').textContent);
      window.__items = window.__data.items; 0""")
    return page.evaluate("""window.__items.map(item => Object.assign({}, item,
      {constraints: item.constraints.map(at => { const c = window.__data.constraints[at];
        return {text: c.text, inactive: !!c.inactive, items: c.items.map(row => window.__items[row].id)}; })}))""")


def row_centre(page, index):
    box = page.evaluate(f"""(() => {{ const r = document.getElementById('row-{index}').firstChild;
      r.scrollIntoView({{block: 'center'}}); const b = r.getBoundingClientRect();
      return [b.left + 40, b.top + b.height / 2]; }})()""")
    return box


def outline_point(page, item_id):
    """Where an item's outline is on the screen: a point inside it that lies in no smaller item."""
    return page.evaluate(f"""(() => {{
      const items = window.__items, item = items.find(i => i.id === {json.dumps(item_id)});
      const inside = (b, x, y) => x >= b[0] && x <= b[0] + b[2] && y >= b[1] && y <= b[1] + b[3];
      const area = b => Math.max(b[2], 1) * Math.max(b[3], 1);
      const picture = document.querySelector('.picture:not([hidden]) svg');
      const matrix = picture.querySelector('g.canvas').getScreenCTM();
      for (let fy = 0.5; fy < 1; fy += 0.07) for (let fx = 0.5; fx < 1; fx += 0.07) {{
        const x = item.box[0] + item.box[2] * fx, y = item.box[1] + item.box[3] * fy;
        const smaller = items.some(o => o !== item && o.window === item.window && o.box && inside(o.box, x, y) && area(o.box) <= area(item.box));
        if (!smaller) {{ const p = new DOMPoint(x, y).matrixTransform(matrix); return [p.x, p.y]; }}
      }}
      return null; }})()""")


def test_every_sample_scenes_page_loads_with_every_item_in_the_tree(page, scenes):
    for name, (snapshot, path) in scenes.items():
        items = load(page, path)
        rows = page.evaluate("document.querySelectorAll('#tree [role=treeitem]').length")
        assert rows == len(items) > 0, name
        pictures = page.evaluate("document.querySelectorAll('.picture svg g.canvas').length")
        windows = page.evaluate("JSON.parse(document.getElementById('guidelens-data').textContent).windows.length")
        assert pictures == windows >= 1, name
        assert page.errors == [], (name, page.errors)


def test_clicking_a_tree_row_selects_its_outline_and_shows_the_clis_why(page, scenes):
    snapshot, path = scenes["placement-chain"]
    items = load(page, path)
    index, guide = next((i, item) for i, item in enumerate(items) if item["type"] == "guide" and item["identifier"])
    page.click(*row_centre(page, index))
    assert page.evaluate(SELECTED_ID) == guide["id"]
    marked = page.evaluate("[...document.querySelectorAll('.picture:not([hidden]) .marks .mark-selected')].map(r => r.dataset.item)")
    assert marked == [guide["id"]]
    why = page.evaluate("document.querySelector('#details pre.why').textContent")
    assert why == guidelens("why", snapshot, guide["id"]).stdout
    # The link follows once the selection settles; the tree keeps one Tab stop, the selection.
    page.evaluate("new Promise(r => setTimeout(r, 400))")
    assert page.evaluate("location.hash") == "#" + guide["id"]
    assert page.evaluate("[...document.querySelectorAll('#tree [tabindex=\"0\"]')].map(r => r.id)") == [f"row-{index}"]


def test_hovering_an_outline_highlights_its_row_and_clicking_it_selects_it(page, scenes):
    snapshot, path = scenes["button-row"]
    items = load(page, path)
    index, view = next((i, item) for i, item in enumerate(items) if item["className"] == "UIButton")
    x, y = outline_point(page, view["id"])
    page.move(x, y)
    hovered = page.evaluate("[...document.querySelectorAll('#tree .row.hovered')].map(r => r.parentElement.id)")
    assert hovered == [f"row-{index}"]
    page.move(2, 2)
    assert page.evaluate("document.querySelectorAll('#tree .row.hovered').length") == 0
    page.click(x, y)
    assert page.evaluate(SELECTED_ID) == view["id"]
    expected = "UIButton" + (f" '{view['label']}'" if view.get("label") else "")
    assert page.evaluate("document.querySelector('#details h2').textContent") == expected


def test_hovering_a_constraint_marks_both_its_items(page, scenes):
    snapshot, path = scenes["placement-chain"]
    items = load(page, path)
    ids = {item["id"] for item in items}
    index, guide, constraint = next(
        (i, item, c) for i, item in enumerate(items) if item["type"] == "guide"
        for c in item["constraints"] if len(set(c["items"]) & ids) == 2)
    page.click(*row_centre(page, index))
    position = [c["text"] for c in guide["constraints"]].index(constraint["text"])
    x, y = page.evaluate(f"""(() => {{ const line = document.querySelectorAll('#details .constraint')[{position}];
      line.scrollIntoView({{block: 'center'}}); const b = line.getBoundingClientRect(); return [b.left + 10, b.top + b.height / 2]; }})()""")
    page.move(x, y)
    related = page.evaluate("[...document.querySelectorAll('.picture:not([hidden]) .marks .mark-related')].map(r => r.dataset.item)")
    assert sorted(related) == sorted(set(constraint["items"]) & ids)
    page.move(2, 2)
    assert page.evaluate("document.querySelectorAll('.marks .mark-related').length") == 0


def test_search_finds_a_guide_by_its_identifier_and_enter_selects_it(page, scenes):
    snapshot, path = scenes["equal-spacing"]
    items = load(page, path)
    guide = next(item for item in items if item["type"] == "guide" and item["identifier"])
    page.click(*page.evaluate("(() => { const b = document.getElementById('search').getBoundingClientRect(); return [b.left + 20, b.top + 10]; })()"))
    page.type_text(guide["identifier"].upper())
    shown = page.evaluate("[...document.querySelectorAll('#tree [role=treeitem]')].filter(r => !r.classList.contains('filtered-out')).map(r => window.__items[Number(r.dataset.index)].id)")
    matching = [item["id"] for item in items if guide["identifier"].lower() in (item.get("identifier") or "").lower()]
    assert guide["id"] in shown and all(item_id in shown for item_id in matching)
    assert len(shown) < len(items)
    assert re.match(r"\d+ match", page.evaluate("document.getElementById('search-status').textContent"))
    page.key("Enter", key_code=13)
    assert page.evaluate(SELECTED_ID) == matching[0]


def test_a_deep_link_opens_with_its_item_selected(page, scenes):
    snapshot, path = scenes["safe-area"]
    items = load(page, path)
    guide = [item for item in items if item["type"] == "guide"][-1]
    load(page, path, guide["id"])
    assert page.evaluate(SELECTED_ID) == guide["id"]
    assert guide["id"] in page.evaluate("document.getElementById('details').textContent")
    other = items[1]
    page.evaluate(f"location.hash = '#{other['id']}'; 0")
    page.evaluate("new Promise(r => setTimeout(r, 50))")
    assert page.evaluate(SELECTED_ID) == other["id"]


def test_the_tree_is_an_aria_tree_usable_from_the_keyboard(page, scenes):
    snapshot, path = scenes["button-row"]
    items = load(page, path)
    assert page.evaluate("document.getElementById('tree').getAttribute('role')") == "tree"
    levels = page.evaluate("[...document.querySelectorAll('[role=treeitem]')].map(r => Number(r.getAttribute('aria-level')))")
    assert levels[0] == 1 and max(levels) >= 3
    page.evaluate("document.getElementById('row-0').focus(); 0")
    page.key("ArrowDown", key_code=40)
    assert page.evaluate(SELECTED_ID) == items[1]["id"]
    assert page.evaluate("document.activeElement.id") == "row-1"
    page.key("ArrowLeft", key_code=37)  # row 1 has children: it collapses
    assert page.evaluate("document.getElementById('row-1').getAttribute('aria-expanded')") == "false"
    page.key("ArrowDown", key_code=40)  # past the collapsed children: nothing below, it stays
    assert page.evaluate(SELECTED_ID) == items[1]["id"]
    page.key("ArrowRight", key_code=39)
    page.key("ArrowRight", key_code=39)
    assert page.evaluate(SELECTED_ID) == items[2]["id"]
    page.key("Home", key_code=36)
    assert page.evaluate(SELECTED_ID) == items[0]["id"]
    page.key("End", key_code=35)
    assert page.evaluate(SELECTED_ID) == items[-1]["id"]


def test_text_from_the_app_stays_text(page, scenes, tmp_path):
    snapshot, _ = scenes["button-row"]
    with open(snapshot) as file:
        text = file.read()
    # `</script ` (a space, not `>`) ends a script element too: escaping `>` alone is not enough.
    hostile = '</script ><script>window.pwned = 1</script ><img src=x onerror="window.pwned = 2">'
    document = json.loads(text)
    count = 0

    def rename(view):
        nonlocal count
        for guide in view.get("layoutGuides", view.get("guides", [])):
            if guide.get("identifier") == "leadingGuide":
                guide["identifier"] = hostile
                count += 1
        for subview in view.get("subviews", []):
            rename(subview)
    for window in document["windows"]:
        rename(window)
    assert count == 1, "the scene's leadingGuide was renamed"
    hostile_snapshot = tmp_path / "hostile.json"
    hostile_snapshot.write_text(json.dumps(document))
    page_path = tmp_path / "hostile.html"
    guidelens("html", str(hostile_snapshot), "-o", str(page_path))
    load(page, str(page_path))
    assert page.evaluate("window.pwned === undefined")
    names = page.evaluate("[...document.querySelectorAll('#tree .name')].map(n => n.textContent)")
    assert hostile in names
    assert page.evaluate("document.querySelectorAll('img').length") == 0


def test_dark_mode_reads_light_on_dark(page, scenes, tmp_path):
    snapshot, path = scenes["hugging-row"]
    load(page, path)
    page.dark(True)
    background, text = page.evaluate("[getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]")

    def luminance(colour):
        red, green, blue = [int(value) / 255 for value in re.findall(r"\d+", colour)[:3]]
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    assert luminance(background) < 0.2 < 0.7 < luminance(text)
    page.dark(False)
    background, text = page.evaluate("[getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]")
    assert luminance(background) > 0.8 > 0.3 > luminance(text)


def test_a_diff_page_draws_each_change_where_it_was_and_lists_it(page, scenes, tmp_path):
    before, _ = scenes["placement-chain"]
    with open(before) as file:
        document = json.load(file)
    guides = document["windows"][0]["subviews"][0]["guides"]
    for guide in guides:
        if guide.get("identifier") == "header":
            guide["windowFrame"][1] += 12.5
            guide["layoutFrame"][1] += 12.5
    document["windows"][0]["subviews"][0]["guides"] = [g for g in guides if g.get("identifier") != "spacer2"]
    after = tmp_path / "after.json"
    after.write_text(json.dumps(document))
    path = tmp_path / "diff.html"
    result = guidelens("diff", before, str(after), "--html", str(path), check=False)
    assert result.returncode == 1 and "1 removed, 1 moved" in result.stdout
    items = load(page, str(path))
    header = next(item for item in items if item.get("identifier") == "header")
    assert "moved" in header["flags"]
    assert not any(item.get("identifier") == "spacer2" for item in items)
    moved = page.evaluate("[...document.querySelectorAll('.marks .change-moved')].map(r => [r.dataset.item, Number(r.getAttribute('y'))])")
    assert [entry[0] for entry in moved] == [header["id"]]
    assert abs(moved[0][1] - (header["box"][1] - 12.5)) < 0.01, "drawn where it was before"
    assert page.evaluate("document.querySelectorAll('.marks .change-removed').length") == 1
    # A change's line at the top selects its guide.
    page.click(*page.evaluate("""(() => { const b = [...document.querySelectorAll('#findings-list button')]
      .find(b => b.textContent.startsWith('moved "header"')).getBoundingClientRect();
      return [b.left + 10, b.top + b.height / 2]; })()"""))
    assert page.evaluate(SELECTED_ID) == header["id"]
    assert page.evaluate("document.querySelectorAll('.marks .change-moved').length") == 1, "kept after a selection"


def test_a_conflict_page_lights_a_constraints_edge_and_both_its_items(page, tmp_path):
    log = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "spacer-views-conflict.log")
    path = tmp_path / "conflicts.html"
    result = guidelens("explain", log, "--html", str(path), check=False)
    assert result.returncode == 1 and path.exists()
    page.open(str(path))
    assert page.evaluate("document.documentElement.dataset.ready") == "true"
    assert page.evaluate("document.querySelectorAll('section.conflict').length") == 1
    assert page.evaluate("document.querySelectorAll('.box').length") == 3
    x, y = page.evaluate("""(() => { const b = document.querySelector('ol.constraints li[data-constraint="4"]')
      .getBoundingClientRect(); return [b.left + 10, b.top + b.height / 2]; })()""")
    page.move(x, y)
    lit_boxes = page.evaluate("[...document.querySelectorAll('.box.lit')].map(b => b.dataset.item).sort()")
    assert lit_boxes == ["1", "2"]
    assert page.evaluate("[...document.querySelectorAll('.edge.lit')].map(e => e.getAttribute('class'))") == \
        ["edge broken lit", "edge broken lit"], "the curve and its label"
    page.move(2, 2)
    assert page.evaluate("document.querySelectorAll('.lit').length") == 0


def test_a_malformed_link_and_a_hidden_selection_break_nothing(page, scenes):
    snapshot, path = scenes["button-row"]
    items = load(page, path, "%E0%A4%A")
    assert page.errors == [] and page.evaluate("document.querySelectorAll('#tree [aria-selected=\"true\"]').length") == 0
    # Searching hides the selected row: the Tab stop moves to a row still shown.
    guide = next(item for item in items if item["type"] == "guide" and item.get("identifier"))
    page.evaluate(f"location.hash = '#{guide['id']}'; 0")
    page.evaluate("new Promise(r => setTimeout(r, 50))")
    page.click(*page.evaluate("(() => { const b = document.getElementById('search').getBoundingClientRect(); return [b.left + 20, b.top + 10]; })()"))
    page.type_text("UIButton")
    stops = page.evaluate("[...document.querySelectorAll('#tree [tabindex=\"0\"]')].map(r => !r.classList.contains('filtered-out'))")
    assert stops == [True]
    # A finding names the hidden guide: choosing it shows everything again and selects it.
    page.evaluate(f"location.hash = '#{items[0]['id']}'; 0")
    page.evaluate("new Promise(r => setTimeout(r, 50))")
    page.evaluate(f"location.hash = '#{guide['id']}'; 0")
    page.evaluate("new Promise(r => setTimeout(r, 50))")
    assert page.evaluate(SELECTED_ID) == guide["id"]
    assert page.evaluate("document.getElementById('search').value") == ""
    assert page.evaluate("document.querySelectorAll('#tree .filtered-out').length") == 0
