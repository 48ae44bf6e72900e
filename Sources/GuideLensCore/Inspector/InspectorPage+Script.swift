extension InspectorPage {
    /// The page's script: plain JavaScript, no library. It reads the data element, builds the tree
    /// (an ARIA tree: arrows, Home, End, Enter), keeps the tree, the picture and the details in
    /// step (select and hover either way; a constraint's hover marks both its items), searches and
    /// filters, zooms and pans, and follows the address in the page's link. Text from the snapshot
    /// only ever becomes text (`textContent`), never markup.
    static let script = #"""
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("guidelens-data").textContent);
          ["items", "windows", "findings", "kinds", "constraints", "evidence"].forEach(function (key) {
            if (!Array.isArray(data[key])) data[key] = [];
          });
          data.counts = data.counts || { windows: 0, views: 0, guides: 0 };
          var items = data.items;
          var byId = new Map();
          var children = items.map(function () { return []; });
          var colors = {};
          data.kinds.forEach(function (kind) { colors[kind.kind] = kind; });
          items.forEach(function (item, index) {
            item.index = index;
            // A parent comes before its children; anything else is read as a root.
            if (!(typeof item.parent === "number" && item.parent >= 0 && item.parent < index)) item.parent = null;
            if (!byId.has(item.id)) byId.set(item.id, index);
            if (item.parent !== null) children[item.parent].push(index);
            item.flags = item.flags || [];
            item.constraints = item.constraints || [];
            item.search = [item.id, item.className, item.identifier || "", item.label || "",
              item.kind || "", colors[item.kind] ? colors[item.kind].name : ""].join("\u0000").toLowerCase();
          });
          var rows = new Array(items.length);
          var selected = -1, hovered = -1, related = [], currentWindow = 0;
          var SVG = "http://www.w3.org/2000/svg";

          function element(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }
          function plural(count, word) { return count + " " + word + (count === 1 ? "" : "s"); }
          function title(item) {
            if (item.type === "guide") return item.identifier ? item.identifier : item.className;
            return item.label ? item.className + " '" + item.label + "'" : item.className;
          }

          // The header: counts and findings.
          document.getElementById("counts").textContent = [plural(data.counts.windows, "window"),
            plural(data.counts.views, "view"), plural(data.counts.guides, "guide")].join(", ");
          var findingsList = document.getElementById("findings-list");
          var errors = 0, warnings = 0;
          data.findings.forEach(function (finding) {
            if (finding.severity === "error") errors++;
            if (finding.severity === "warning") warnings++;
            var line = element("li");
            line.appendChild(element("span", "severity-" + finding.severity, finding.severity));
            line.appendChild(document.createTextNode(" " + finding.source + ": "));
            if (finding.item && byId.has(finding.item)) {
              var link = element("button", "", finding.text);
              link.type = "button";
              link.addEventListener("click", function () { select(byId.get(finding.item), true); });
              line.appendChild(link);
            } else {
              line.appendChild(document.createTextNode(finding.text));
            }
            findingsList.appendChild(line);
          });
          document.getElementById("findings-summary").textContent = data.findings.length === 0
            ? "No findings: lint clean, every recorded value recomputed"
            : plural(data.findings.length, "finding") + " (" + plural(errors, "error") + ", " + plural(warnings, "warning") + ")";

          // The tree.
          var tree = document.getElementById("tree");
          function buildRow(index, level, container) {
            var item = items[index];
            var node = element("li");
            node.setAttribute("role", "treeitem");
            node.setAttribute("aria-level", String(level));
            node.setAttribute("aria-selected", "false");
            node.tabIndex = -1;
            node.id = "row-" + index;
            node.dataset.index = index;
            var row = element("div", "row");
            row.style.setProperty("--depth", String(level - 1));
            var twisty = element("span", "twisty", children[index].length ? "▾" : "");
            twisty.setAttribute("aria-hidden", "true");
            row.appendChild(twisty);
            if (item.type === "guide") {
              var swatch = element("span", "swatch");
              swatch.style.color = colors[item.kind] ? colors[item.kind].color : "currentColor";
              swatch.setAttribute("aria-hidden", "true");
              row.appendChild(swatch);
            }
            row.appendChild(element("span", "name", title(item)));
            if (item.type === "guide") {
              row.appendChild(element("span", "badge", colors[item.kind] ? colors[item.kind].name : item.kind));
            } else if (item.type === "window") {
              row.appendChild(element("span", "muted", item.id));
            }
            item.flags.forEach(function (flag) { row.appendChild(element("span", "badge flag", flag)); });
            node.appendChild(row);
            if (children[index].length) {
              node.setAttribute("aria-expanded", "true");
              var group = element("ul");
              group.setAttribute("role", "group");
              children[index].forEach(function (child) { buildRow(child, level + 1, group); });
              node.appendChild(group);
            }
            rows[index] = node;
            container.appendChild(node);
          }
          var fragment = document.createDocumentFragment();
          data.windows.forEach(function (window) { if (items[window.item] && !rows[window.item]) buildRow(window.item, 1, fragment); });
          items.forEach(function (item, index) { if (!rows[index] && item.parent === null) buildRow(index, 1, fragment); });
          tree.appendChild(fragment);
          // One Tab stop in the tree: the selected row, or the first.
          var tabStop = -1;
          function setTabStop(index) {
            if (tabStop >= 0 && rows[tabStop]) rows[tabStop].tabIndex = -1;
            tabStop = index;
            if (index >= 0 && rows[index]) rows[index].tabIndex = 0;
          }
          if (items.length) setTabStop(0);

          function indexOfRow(node) {
            var treeItem = node && node.closest ? node.closest("[role=treeitem]") : null;
            return treeItem ? Number(treeItem.dataset.index) : -1;
          }
          tree.addEventListener("click", function (event) {
            var index = indexOfRow(event.target);
            if (index < 0) return;
            if (event.target.classList.contains("twisty")) { toggle(index); return; }
            select(index, false);
          });
          tree.addEventListener("mouseover", function (event) { hover(indexOfRow(event.target), "tree"); });
          tree.addEventListener("mouseleave", function () { hover(-1, "tree"); });
          // The rows a person sees, walked from one to the next (never every row at once).
          function shown(node) { return !node.classList.contains("filtered-out"); }
          function parentRow(node) { var group = node.parentElement; return group === tree ? null : group.parentElement; }
          function firstShownChild(node) {
            if (node.getAttribute("aria-expanded") !== "true") return null;
            for (var child = node.lastElementChild.firstElementChild; child; child = child.nextElementSibling) if (shown(child)) return child;
            return null;
          }
          function lastShownDescendant(node) {
            for (;;) {
              if (node.getAttribute("aria-expanded") !== "true") return node;
              var child = node.lastElementChild.lastElementChild;
              while (child && !shown(child)) child = child.previousElementSibling;
              if (!child) return node;
              node = child;
            }
          }
          function nextRow(node) {
            var child = firstShownChild(node);
            if (child) return child;
            for (var up = node; up; up = parentRow(up))
              for (var sibling = up.nextElementSibling; sibling; sibling = sibling.nextElementSibling) if (shown(sibling)) return sibling;
            return null;
          }
          function previousRow(node) {
            for (var sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) if (shown(sibling)) return lastShownDescendant(sibling);
            return parentRow(node);
          }
          function firstRow() {
            for (var node = tree.firstElementChild; node; node = node.nextElementSibling) if (shown(node)) return node;
            return null;
          }
          function lastRow() {
            for (var node = tree.lastElementChild; node; node = node.previousElementSibling) if (shown(node)) return lastShownDescendant(node);
            return null;
          }
          function toggle(index, open) {
            var node = rows[index];
            if (!node.hasAttribute("aria-expanded")) return false;
            var expanded = node.getAttribute("aria-expanded") === "true";
            var next = open === undefined ? !expanded : open;
            if (next === expanded) return false;
            node.setAttribute("aria-expanded", String(next));
            node.querySelector(".twisty").textContent = next ? "▾" : "▸";
            // Collapsing hides the Tab stop: it moves to the row collapsed.
            if (!next && tabStop >= 0 && tabStop !== index && node.contains(rows[tabStop])) {
              var hadFocus = node.contains(document.activeElement);
              setTabStop(index);
              if (hadFocus) node.focus({ preventScroll: true });
            }
            return true;
          }
          tree.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            var index = indexOfRow(document.activeElement);
            if (index < 0) return;
            var to = null, target = -1;
            switch (event.key) {
              case "ArrowDown": case "ArrowUp":
                to = event.key === "ArrowDown" ? nextRow(rows[index]) : previousRow(rows[index]);
                if (to) target = Number(to.dataset.index);
                break;
              case "Home": case "End":
                to = event.key === "Home" ? firstRow() : lastRow();
                if (to) target = Number(to.dataset.index);
                break;
              case "ArrowRight":
                if (!toggle(index, true)) { to = firstShownChild(rows[index]); if (to) target = Number(to.dataset.index); }
                break;
              case "ArrowLeft":
                if (!toggle(index, false) && items[index].parent !== null && items[index].parent !== undefined) target = items[index].parent;
                break;
              case "Enter": case " ":
                target = index;
                break;
              default:
                return;
            }
            event.preventDefault();
            if (target >= 0) select(target, false);
          });

          // Search and filter.
          var search = document.getElementById("search");
          var kindFilter = document.getElementById("kind-filter");
          data.kinds.forEach(function (kind) {
            var option = element("option", "", "Guides: " + kind.name);
            option.value = "kind:" + kind.kind;
            kindFilter.appendChild(option);
          });
          function matches(item, text, filter) {
            if (filter === "view" && item.type === "guide") return false;
            if (filter === "guide" && item.type !== "guide") return false;
            if (filter.indexOf("kind:") === 0 && item.kind !== filter.slice(5)) return false;
            return text === "" || item.search.indexOf(text) >= 0;
          }
          var firstMatch = -1;
          var hidden = new Uint8Array(items.length);
          function applyFilter() {
            var text = search.value.trim().toLowerCase();
            var filter = kindFilter.value;
            var keep = new Uint8Array(items.length);
            var count = 0;
            firstMatch = -1;
            items.forEach(function (item, index) {
              if (!matches(item, text, filter)) return;
              count++;
              if (firstMatch < 0) firstMatch = index;
              for (var up = index; up !== null && up !== undefined && !keep[up]; up = items[up].parent) keep[up] = 1;
            });
            var filtering = text !== "" || filter !== "";
            rows.forEach(function (node, index) {
              hidden[index] = filtering && !keep[index] ? 1 : 0;
              node.classList.toggle("filtered-out", hidden[index] === 1);
            });
            if (tabStop >= 0 && hidden[tabStop]) { var first = firstRow(); setTabStop(first ? Number(first.dataset.index) : -1); }
            document.getElementById("search-status").textContent = filtering ? plural(count, "match") + (count ? " (Enter selects the first)" : "") : "";
          }
          search.addEventListener("input", applyFilter);
          kindFilter.addEventListener("change", applyFilter);
          search.addEventListener("keydown", function (event) {
            if (event.key === "Enter" && firstMatch >= 0) { event.preventDefault(); select(firstMatch, true); }
          });

          // The pictures: one per window, zoomed and panned by their view box.
          var pictures = Array.prototype.slice.call(document.querySelectorAll(".picture"));
          var views = pictures.map(function (picture) {
            var svg = picture.querySelector("svg");
            var box = svg.getAttribute("viewBox").split(/\s+/).map(Number);
            svg.removeAttribute("width");
            svg.removeAttribute("height");
            return { svg: svg, canvas: svg.querySelector("g.canvas"), marks: svg.querySelector("g.marks"),
              home: box.slice(), box: box };
          });
          function applyBox(view) { view.svg.setAttribute("viewBox", view.box.join(" ")); }
          function zoom(factor, centerX, centerY) {
            var view = views[currentWindow];
            if (!view) return;
            var box = view.box;
            var x = centerX === undefined ? box[0] + box[2] / 2 : centerX;
            var y = centerY === undefined ? box[1] + box[3] / 2 : centerY;
            var width = Math.min(Math.max(box[2] / factor, view.home[2] / 200), view.home[2] * 20);
            var height = box[3] * width / box[2];
            view.box = [x - (x - box[0]) * width / box[2], y - (y - box[1]) * height / box[3], width, height];
            applyBox(view);
          }
          document.getElementById("zoom-in").addEventListener("click", function () { zoom(1.5); });
          document.getElementById("zoom-out").addEventListener("click", function () { zoom(1 / 1.5); });
          document.getElementById("zoom-fit").addEventListener("click", function () {
            var view = views[currentWindow];
            if (view) { view.box = view.home.slice(); applyBox(view); }
          });
          function svgPoint(view, event, inCanvas) {
            var matrix = (inCanvas ? view.canvas : view.svg).getScreenCTM();
            if (!matrix) return null;
            return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
          }
          // Each window's items that are on its picture, listed once.
          var onPicture = data.windows.map(function () { return []; });
          items.forEach(function (item, index) { if (item.box && onPicture[item.window]) onPicture[item.window].push(index); });
          function itemAt(point) {
            var best = -1, bestArea = Infinity;
            (onPicture[currentWindow] || []).forEach(function (index) {
              if (hidden[index]) return;
              var box = items[index].box, slop = 2;
              if (point.x < box[0] - slop || point.x > box[0] + box[2] + slop || point.y < box[1] - slop || point.y > box[1] + box[3] + slop) return;
              var area = Math.max(box[2], 1) * Math.max(box[3], 1);
              if (area <= bestArea) { best = index; bestArea = area; }
            });
            return best;
          }
          var pointerFrame = 0, lastPointer = null;
          views.forEach(function (view, windowIndex) {
            var picture = pictures[windowIndex];
            var drag = null;
            view.svg.addEventListener("wheel", function (event) {
              event.preventDefault();
              var point = svgPoint(view, event, false);
              if (point) zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, point.x, point.y);
            }, { passive: false });
            view.svg.addEventListener("pointerdown", function (event) {
              drag = { x: event.clientX, y: event.clientY, box: view.box.slice(), moved: false };
            });
            view.svg.addEventListener("pointermove", function (event) {
              if (drag && (event.buttons & 1)) {
                var scale = view.box[2] / view.svg.getBoundingClientRect().width;
                var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
                if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; picture.classList.add("panning"); }
                if (drag.moved) { view.box = [drag.box[0] - dx * scale, drag.box[1] - dy * scale, drag.box[2], drag.box[3]]; applyBox(view); }
                return;
              }
              // At most one search of the items a frame.
              lastPointer = event;
              if (pointerFrame) return;
              pointerFrame = requestAnimationFrame(function () {
                pointerFrame = 0;
                var point = svgPoint(view, lastPointer, true);
                if (point) hover(itemAt(point), "picture");
              });
            });
            view.svg.addEventListener("pointerleave", function () { hover(-1, "picture"); });
            view.svg.addEventListener("pointerup", function (event) {
              var moved = drag && drag.moved;
              drag = null;
              picture.classList.remove("panning");
              if (moved) return;
              var point = svgPoint(view, event, true);
              var index = point ? itemAt(point) : -1;
              if (index >= 0) select(index, true);
            });
          });

          // The windows' tabs.
          var tabs = document.getElementById("tabs");
          data.windows.forEach(function (window, index) {
            var tab = element("button", "", window.name);
            tab.type = "button";
            tab.setAttribute("aria-pressed", "false");
            tab.addEventListener("click", function () { showWindow(index); });
            tabs.appendChild(tab);
          });
          if (data.windows.length < 2) tabs.hidden = true;
          function showWindow(index) {
            if (index === currentWindow || !pictures[index]) return;
            currentWindow = index;
            pictures.forEach(function (picture, at) { picture.hidden = at !== index; });
            Array.prototype.forEach.call(tabs.children, function (tab, at) { tab.setAttribute("aria-pressed", String(at === index)); });
            drawMarks();
          }
          Array.prototype.forEach.call(tabs.children, function (tab, at) { tab.setAttribute("aria-pressed", String(at === 0)); });

          // Marks on the picture: the selection, the hovered item, the items a constraint names.
          function mark(view, index, className) {
            var item = items[index];
            if (!item || !item.box || item.window !== currentWindow) return;
            var rect = document.createElementNS(SVG, "rect");
            rect.setAttribute("x", item.box[0]);
            rect.setAttribute("y", item.box[1]);
            rect.setAttribute("width", Math.max(item.box[2], 0.5));
            rect.setAttribute("height", Math.max(item.box[3], 0.5));
            rect.setAttribute("class", className);
            rect.setAttribute("data-item", item.id);
            view.marks.appendChild(rect);
          }
          // A diff's changes: where each changed guide was before (grey, dashed), joined to where
          // it is now; a removed guide's old place in red.
          function drawChanges(view, group) {
            (data.changes || []).forEach(function (change) {
              if (change.window !== currentWindow || !change.before) return;
              var rect = document.createElementNS(SVG, "rect");
              rect.setAttribute("x", change.before[0]);
              rect.setAttribute("y", change.before[1]);
              rect.setAttribute("width", Math.max(change.before[2], 0.5));
              rect.setAttribute("height", Math.max(change.before[3], 0.5));
              rect.setAttribute("class", "change-" + change.kind);
              if (change.item !== undefined && change.item !== null) rect.setAttribute("data-item", items[change.item].id);
              group.appendChild(rect);
              var now = change.item !== undefined && change.item !== null ? items[change.item].box : null;
              if (!now) return;
              var line = document.createElementNS(SVG, "line");
              line.setAttribute("x1", change.before[0] + change.before[2] / 2);
              line.setAttribute("y1", change.before[1] + change.before[3] / 2);
              line.setAttribute("x2", now[0] + now[2] / 2);
              line.setAttribute("y2", now[1] + now[3] / 2);
              line.setAttribute("class", "change-path");
              group.appendChild(line);
            });
          }
          function drawMarks() {
            var view = views[currentWindow];
            if (!view || !view.marks) return;
            if (!view.changes && data.changes) {
              view.changes = document.createElementNS(SVG, "g");
              view.changes.setAttribute("class", "marks changes");
              view.marks.parentNode.insertBefore(view.changes, view.marks);
              drawChanges(view, view.changes);
            }
            view.marks.textContent = "";
            related.forEach(function (index) { mark(view, index, "mark-related"); });
            if (selected >= 0) mark(view, selected, "mark-selected");
            if (hovered >= 0 && hovered !== selected) mark(view, hovered, "mark-hovered");
          }
          function hover(index, from) {
            if (index === hovered) return;
            if (hovered >= 0) rows[hovered].firstChild.classList.remove("hovered");
            hovered = index;
            if (hovered >= 0) rows[hovered].firstChild.classList.add("hovered");
            drawMarks();
          }

          // Selection: the row, the picture, the details and the page's link.
          function reveal(index) {
            for (var up = items[index].parent; up !== null && up !== undefined; up = items[up].parent) toggle(up, true);
          }
          var hashTimer = 0;
          function select(index, scroll) {
            if (index < 0 || index >= items.length) return;
            // An item the search or filter hides is shown again, with everything.
            if (hidden[index]) { search.value = ""; kindFilter.value = ""; applyFilter(); }
            if (selected >= 0) rows[selected].setAttribute("aria-selected", "false");
            selected = index;
            var node = rows[index];
            reveal(index);
            node.setAttribute("aria-selected", "true");
            setTabStop(index);
            if (document.activeElement !== search) node.focus({ preventScroll: true });
            if (scroll || !isVisibleInTree(node)) node.firstChild.scrollIntoView({ block: "nearest" });
            if (items[index].window !== currentWindow) showWindow(items[index].window);
            related = [];
            drawMarks();
            showDetails(items[index]);
            // The link follows the selection, once it settles (browsers limit how often it may change).
            clearTimeout(hashTimer);
            hashTimer = setTimeout(function () {
              if (selected < 0 || location.hash === "#" + items[selected].id) return;
              try { history.replaceState(null, "", "#" + items[selected].id); } catch (error) { /* limited: the next one */ }
            }, 150);
          }
          function isVisibleInTree(node) {
            var rect = node.firstChild.getBoundingClientRect(), box = tree.getBoundingClientRect();
            return rect.top >= box.top && rect.bottom <= box.bottom;
          }

          // The details of one item.
          var details = document.getElementById("details");
          function field(list, name, value) {
            list.appendChild(element("dt", "", name));
            var cell = element("dd");
            if (typeof value === "string") cell.textContent = value; else cell.appendChild(value);
            list.appendChild(cell);
          }
          function itemLink(index) {
            var link = element("button", "link", title(items[index]) + " (" + items[index].id + ")");
            link.type = "button";
            link.addEventListener("click", function () { select(index, true); });
            return link;
          }
          function showDetails(item) {
            details.textContent = "";
            details.appendChild(element("h2", "", title(item)));
            var list = element("dl");
            field(list, "Type", item.type);
            field(list, "Class", item.className);
            var address = element("a", "", item.id);
            address.href = "#" + item.id;
            field(list, "Address", address);
            if (item.identifier) field(list, "Identifier", item.identifier);
            if (item.label) field(list, "Printed as", "'" + item.label + "'");
            if (item.kind) field(list, "Kind", item.kindEvidence !== undefined ? data.evidence[item.kindEvidence] : item.kind);
            field(list, item.type === "guide" ? "layoutFrame" : "Frame", item.frame);
            field(list, "In the window", item.windowFrame);
            if (item.parent !== null && item.parent !== undefined) field(list, item.type === "guide" ? "Owner" : "Superview", itemLink(item.parent));
            field(list, "Path", item.path);
            if (item.flags.length) field(list, "Flags", item.flags.join(", "));
            details.appendChild(list);
            var guides = children[item.index].filter(function (child) { return items[child].type === "guide"; });
            if (guides.length) {
              details.appendChild(element("h3", "", "Guides (" + guides.length + ")"));
              var guideList = element("ul");
              guides.forEach(function (child) { var line = element("li"); line.appendChild(itemLink(child)); guideList.appendChild(line); });
              details.appendChild(guideList);
            }
            var findings = data.findings.filter(function (finding) { return finding.item === item.id; });
            if (findings.length) {
              details.appendChild(element("h3", "", "Findings"));
              var findingList = element("ul");
              findings.forEach(function (finding) {
                var line = element("li");
                line.appendChild(element("span", "severity-" + finding.severity, finding.severity));
                line.appendChild(document.createTextNode(" " + finding.source + ": " + finding.text));
                findingList.appendChild(line);
              });
              details.appendChild(findingList);
            }
            if (item.constraints.length) {
              details.appendChild(element("h3", "", "Constraints (" + item.constraints.length + ")"));
              var constraintList = element("ul", "constraints");
              item.constraints.forEach(function (at, position) {
                var constraint = data.constraints[at];
                var number = item.constraintNumbers ? item.constraintNumbers[position] : null;
                var line = element("li", "constraint" + (constraint.inactive ? " inactive" : ""),
                  (number ? number + ". " : "") + constraint.text);
                line.tabIndex = 0;
                var named = constraint.items;
                line.title = named.length ? "Marks " + named.map(function (index) { return title(items[index]); }).join(" and ") + " on the picture" : "Names no item of the snapshot";
                function light() { related = named; drawMarks(); }
                function dim() { related = []; drawMarks(); }
                line.addEventListener("mouseenter", light);
                line.addEventListener("focus", light);
                line.addEventListener("mouseleave", dim);
                line.addEventListener("blur", dim);
                constraintList.appendChild(line);
              });
              details.appendChild(constraintList);
            }
            if (item.why) {
              details.appendChild(element("h3", "", "Why it is here"));
              details.appendChild(element("pre", "why", item.why));
            } else if (item.type === "guide") {
              details.appendChild(element("h3", "", "Why it is here"));
              details.appendChild(element("p", "muted", "Not written into this page (see the note at the top): guidelens why SNAPSHOT " + item.id));
            }
            if (item.check) {
              details.appendChild(element("h3", "", "Recomputed from the record (why --check)"));
              var checkList = element("ul", "check");
              item.check.forEach(function (line) { checkList.appendChild(element("li", "", line)); });
              details.appendChild(checkList);
            }
          }

          // The page's link names an item: select it, now and whenever it changes.
          function follow() {
            var id;
            try { id = decodeURIComponent(location.hash.slice(1)); } catch (error) { id = location.hash.slice(1); }
            if (id && byId.has(id) && byId.get(id) !== selected) select(byId.get(id), true);
          }
          window.addEventListener("hashchange", follow);
          drawMarks();
          follow();
          document.documentElement.dataset.ready = "true";
          if (window.performance && performance.mark) performance.mark("guidelens-ready");
        })();
        """#
}
