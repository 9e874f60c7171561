/* plagcheck report: builds each pair's side-by-side texts from the embedded data, on demand.
   Student text only ever reaches the page through text nodes (never innerHTML), so it cannot run. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var root = document.documentElement;
  var states = {};  // pair index -> {rendered, current passage, passage count}
  var lastPair = null;

  root.classList.add("js");

  function state(index) {
    if (!states[index]) {
      states[index] = {rendered: false, current: -1, count: data.pairs[index].n};
    }
    return states[index];
  }

  // Style bits of a piece (plagcheck/report/highlight.py): template, common, quotation with no citation,
  // reference list, placed text (several essays have it at the same place), quotation with a citation; the
  // bit 16 starts a quotation or reference list: its label is an empty element the style sheet fills.
  // Bit 32 marks a word both sides of a reworded passage share, bit 64 a stretch of a reworded passage.
  var STYLES = [[1, "ig ig-template"], [2, "ig ig-common"], [128, "ig ig-placed"], [4, "cite cite-quote"],
                [256, "ig cite cite-cited"], [8, "cite cite-bib"], [32, "sw"], [64, "rw"]];
  var LABEL = 16;
  // The words come with the data, in the report's language (html.py, _SCRIPT_WORDS).
  var TITLES = data.words.titles;

  function styled(bits, table) {
    var words = [];
    for (var i = 0; i < table.length; i++) {
      if (bits & table[i][0]) {
        words.push(table[i][1]);
      }
    }
    return words;
  }

  function fillSide(box, text, flat) {
    var fragment = document.createDocumentFragment();
    var seen = {};
    var position = 0;
    for (var i = 0; i < flat.length; i += 4) {
      var start = flat[i], end = flat[i + 1], number = flat[i + 2], bits = flat[i + 3];
      if (start > position) {
        fragment.appendChild(document.createTextNode(text.slice(position, start)));
      }
      if (bits & LABEL) {
        var label = document.createElement("span");
        label.className = "cite-tag " + (bits & 256 ? "tag-cited" : bits & 4 ? "tag-quote" : "tag-bib");
        label.setAttribute("aria-hidden", "true");
        fragment.appendChild(label);
      }
      var piece;
      if (number >= 0) {
        piece = document.createElement("mark");
        piece.className = "pp c" + (number % 8) + " u" + (number % 5);
        piece.setAttribute("data-p", String(number));
        if (!seen[number]) {
          seen[number] = true;
          piece.className += " first";
          piece.setAttribute("data-n", String(number + 1));
        }
      } else {
        piece = document.createElement("span");
      }
      if (bits) {
        piece.className = (piece.className + " " + styled(bits, STYLES).join(" ")).trim();
        piece.title = styled(bits, TITLES).join("; ");
      }
      piece.appendChild(document.createTextNode(text.slice(start, end)));
      fragment.appendChild(piece);
      position = end;
    }
    if (position < text.length) {
      fragment.appendChild(document.createTextNode(text.slice(position)));
    }
    box.textContent = "";
    box.appendChild(fragment);
  }

  function section(index) {
    return document.getElementById("pair-" + (index + 1));
  }

  function render(index) {
    var st = state(index);
    if (st.rendered) {
      return;
    }
    var pair = data.pairs[index];
    var boxes = section(index).querySelectorAll(".text");
    fillSide(boxes[0], data.texts[pair.a], pair.sa);
    fillSide(boxes[1], data.texts[pair.b], pair.sb);
    st.rendered = true;
  }

  function renderAll() {
    for (var i = 0; i < data.pairs.length; i++) {
      render(i);
    }
  }

  function scrollWithin(box, mark) {
    // Scroll only the text column, so the page itself stays where the reader is.
    box.scrollTop = Math.max(0, mark.offsetTop - box.clientHeight / 3);
  }

  function firstMark(box, number) {
    return box.querySelector('mark[data-p="' + number + '"]');
  }

  function show(index, number, onlySide) {
    render(index);
    var st = state(index);
    var sec = section(index);
    var boxes = sec.querySelectorAll(".text");
    var old = sec.querySelectorAll("mark.active");
    for (var i = 0; i < old.length; i++) {
      old[i].classList.remove("active");
    }
    var marks = sec.querySelectorAll('mark[data-p="' + number + '"]');
    for (var j = 0; j < marks.length; j++) {
      marks[j].classList.add("active");
    }
    for (var k = 0; k < boxes.length; k++) {
      var mark = firstMark(boxes[k], number);
      if (mark && (onlySide === undefined || onlySide === k)) {
        scrollWithin(boxes[k], mark);
      }
    }
    st.current = number;
    var labels = data.pairs[index].labels;
    sec.querySelector(".where").textContent = data.words.position.replace("{number}", String(number + 1))
      .replace("{count}", String(st.count))
      + (labels && labels[number] ? " · " + labels[number] : "");
    lastPair = index;
  }

  function step(index, delta) {
    var st = state(index);
    if (!st.count) {
      return;
    }
    var next = st.current + delta;
    if (next < 0) { next = st.count - 1; }
    if (next >= st.count) { next = 0; }
    var rect = section(index).getBoundingClientRect();
    if (rect.bottom < 0 || rect.top > window.innerHeight) {
      section(index).scrollIntoView();
    }
    show(index, next);
  }

  function pairOf(element) {
    var sec = element.closest(".pair");
    return sec ? Number(sec.getAttribute("data-index")) : null;
  }

  function pairInView() {
    if (lastPair !== null) {
      var r = section(lastPair).getBoundingClientRect();
      if (r.bottom > 0 && r.top < window.innerHeight) {
        return lastPair;
      }
    }
    var sections = document.querySelectorAll(".pair");
    for (var i = 0; i < sections.length; i++) {
      var rect = sections[i].getBoundingClientRect();
      if (rect.bottom > window.innerHeight / 3) {
        return rect.top < window.innerHeight ? i : null;
      }
    }
    return null;
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    var button = target.closest("button[data-step]");
    if (button) {
      step(pairOf(button), Number(button.getAttribute("data-step")));
      return;
    }
    var printer = target.closest("button[data-print-one]");
    if (printer) {
      printOne(printer.closest(".pair"));
      return;
    }
    var mark = target.closest("mark.pp");
    if (mark) {
      var box = mark.closest(".text");
      var other = box.getAttribute("data-side") === "a" ? 1 : 0;
      show(pairOf(mark), Number(mark.getAttribute("data-p")), other);
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    var key = event.key;
    if (key !== "n" && key !== "p" && key !== "N" && key !== "P") {
      return;
    }
    var index = pairInView();
    if (key === "N" || key === "P") {
      var to = index === null ? 0 : index + (key === "N" ? 1 : -1);
      if (to >= 0 && to < data.pairs.length) {
        section(to).scrollIntoView();
        lastPair = to;
      }
    } else if (index !== null) {
      step(index, key === "n" ? 1 : -1);
    }
    event.preventDefault();
  });

  window.addEventListener("beforeprint", function () {
    if (!root.classList.contains("print-one")) {
      renderAll();
    }
  });
  window.addEventListener("afterprint", function () {
    root.classList.remove("print-one");
    var marked = document.querySelectorAll(".pair.print-this");
    for (var i = 0; i < marked.length; i++) {
      marked[i].classList.remove("print-this");
    }
  });

  function printOne(sec) {
    render(pairOf(sec));
    sec.classList.add("print-this");
    root.classList.add("print-one");
    window.print();
  }

  function ready() {
    // Milliseconds from navigation start until the texts in view were drawn (read by bench/bench_report.py).
    if (!root.hasAttribute("data-ready-ms")) {
      root.setAttribute("data-ready-ms", String(Math.round(performance.now())));
    }
  }

  var views = document.querySelectorAll(".pair");
  // A link straight to a pair (report.html#pair-7) draws it at once, before the browser scrolls there.
  var linked = /^#pair-([0-9]+)$/.exec(window.location.hash);
  if (linked && Number(linked[1]) >= 1 && Number(linked[1]) <= data.pairs.length) {
    render(Number(linked[1]) - 1);
  }
  if (!("IntersectionObserver" in window)) {
    renderAll();
  } else {
    // Pairs already on screen are drawn now, so the first paint shows them; the rest as they come near.
    for (var near = 0; near < views.length; near++) {
      var box = views[near].getBoundingClientRect();
      if (box.top > window.innerHeight + 800) {
        break;
      }
      if (box.bottom > -800) {
        render(near);
      }
    }
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) {
          render(Number(entry.target.getAttribute("data-index")));
          observer.unobserve(entry.target);
        }
      });
    }, {rootMargin: "800px 0px"});
    for (var v = 0; v < views.length; v++) {
      if (!state(v).rendered) {
        observer.observe(views[v]);
      }
    }
  }
  ready();
  // The window's File > Print pair opens the report of that pair as report.html#print: print it at once.
  if (window.location.hash === "#print" && views.length) {
    window.setTimeout(function () { printOne(views[0]); }, 300);
  }
})();
