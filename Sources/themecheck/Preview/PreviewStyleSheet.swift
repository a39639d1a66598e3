/// The page's one style sheet, inline: the page reads from disk with no
/// network and no script. Columns sit side by side on a wide screen and
/// stack on a phone's; cards far off screen are not laid out until scrolled to.
enum PreviewStyleSheet {
    static let css = """
        :root{color-scheme:light;--ink:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--paper:#fff;--tint:#f5f5f7;--mark:#ffb340;--bad:#d70015}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:var(--tint)}
        header,main{max-width:1600px;margin:0 auto;padding:16px 20px}
        header{background:var(--paper);border-bottom:1px solid var(--line);max-width:none}
        h1{font-size:22px;margin:0 0 4px;overflow-wrap:anywhere}
        h2{font-size:19px;margin:28px 0 8px}
        h3{font-size:16px;margin:20px 0 8px}
        nav a{margin-right:12px;color:#0066cc}
        .muted,.meta{color:var(--muted);font-size:13px;overflow-wrap:anywhere}
        .legend{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
        .legend span{background:var(--col-bg,var(--tint));color:var(--col-ink,var(--ink));border:1px solid var(--line);border-radius:999px;padding:2px 10px;font-size:13px}
        .cols{display:grid;grid-template-columns:repeat(var(--columns),minmax(0,1fr));gap:10px}
        .constant,.style{background:var(--paper);border:1px solid var(--line);border-radius:10px;padding:10px 12px;margin:8px 0;content-visibility:auto;contain-intrinsic-size:auto 160px}
        .name{font-weight:600;font-family:ui-monospace,Menlo,monospace;font-size:13px;margin-bottom:6px;overflow-wrap:anywhere}
        .cell{min-width:0;padding:6px;border-radius:8px;background:var(--col-bg,transparent);color:var(--col-ink,var(--ink))}
        .dark{--ink:#f5f5f7;--muted:#a1a1a6;--line:#48484a}
        .dark .meta,.dark .muted,.dark .users{color:var(--col-muted)}
        .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,calc(var(--columns) * 190px + 24px)),1fr));gap:8px}
        .grid .constant{margin:0}
        .grid .swatch{height:28px}
        .hex{font-family:ui-monospace,Menlo,monospace;font-size:12px;overflow-wrap:anywhere}
        .users{font-size:12px;color:var(--muted);margin-top:6px;overflow-wrap:anywhere}
        a.token,span.token{color:inherit;text-decoration:underline dotted;font-weight:600;overflow-wrap:normal}
        .token>span{display:inline-block}
        h3.group{font-size:14px;margin:14px 0 6px;font-family:ui-monospace,Menlo,monospace;overflow-wrap:anywhere}
        nav.contents{margin-top:10px;font-size:14px}
        nav.contents ul{list-style:none;padding:0;margin:2px 0}
        nav.contents>ul>li>ul>li{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px;margin-left:14px}
        nav.contents ul.groups{display:flex;flex-wrap:wrap;gap:2px 12px;font-family:ui-monospace,Menlo,monospace;font-size:12.5px;margin-left:6px}
        .count{display:inline-block;font-size:11px;background:var(--tint);border:1px solid var(--line);border-radius:999px;padding:0 6px;margin-left:2px}
        .column-label{display:none;font-size:12px;color:var(--muted)}
        .differs{outline:2px solid var(--mark);outline-offset:-2px}
        .badge{display:inline-block;font-size:11px;font-weight:600;border-radius:4px;padding:0 5px;margin-left:6px;background:var(--mark);color:#000}
        .badge.bad{background:var(--bad);color:#fff}
        .swatch{height:36px;border-radius:8px;border:1px solid rgba(0,0,0,.15);background-image:linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%),linear-gradient(45deg,#ccc 25%,transparent 25%,transparent 75%,#ccc 75%);background-size:12px 12px;background-position:0 0,6px 6px;overflow:hidden}
        .swatch>div{height:100%}
        .swatch.named{background:repeating-linear-gradient(135deg,#eee 0 6px,#fff 6px 12px)}
        .specimen{overflow-wrap:anywhere;line-height:1.2}
        .bar{height:10px;min-width:1px;max-width:100%;background:#0a84ff;border-radius:5px}
        .box{max-width:100%;border:2px solid #0a84ff;background:rgba(10,132,255,.12);border-radius:3px}
        .insets{display:inline-block;background:rgba(10,132,255,.25);border-radius:3px}
        .insets>div{width:40px;height:24px;background:var(--paper)}
        .value{font-family:ui-monospace,Menlo,monospace;font-size:13px;overflow-wrap:anywhere}
        .card{min-width:0;border-radius:8px;padding:8px;background:var(--col-bg,transparent);color:var(--col-ink,var(--ink));overflow-x:auto}
        .card .meta,.card .column-label{color:var(--col-muted,var(--muted))}
        .card.missing{color:var(--muted);font-style:italic}
        .mock{min-height:56px;padding:10px;border-radius:0;background:transparent;box-shadow:none;border:1px dashed var(--col-line,var(--line));overflow:hidden;overflow-wrap:anywhere}
        .mock.child{min-height:0;padding:6px 8px;margin-top:8px}
        .sample.label{font-size:11px;color:var(--col-muted,var(--muted));font-family:ui-monospace,Menlo,monospace}
        .sample{font-size:16px}
        .states{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
        .state{font-size:12px;border:1px solid var(--col-line,var(--line));border-radius:6px;padding:1px 6px}
        .state.current{font-weight:600;outline:2px solid var(--col-line,var(--line))}
        .variant{margin-top:10px;border-top:1px dashed var(--col-line,var(--line));padding-top:6px;opacity:.75}
        .variant.active{opacity:1}
        .variant-name{font-family:ui-monospace,Menlo,monospace;font-size:12.5px;font-weight:600;overflow-wrap:anywhere}
        .finding{color:var(--bad);font-size:13px;margin:6px 0 0;overflow-wrap:anywhere}
        table.paths{width:100%;border-collapse:collapse;margin-top:8px;font-size:12.5px}
        table.paths th,table.paths td{text-align:left;padding:2px 4px;border-top:1px solid var(--col-line,var(--line));vertical-align:top;font-family:ui-monospace,Menlo,monospace;font-weight:400}
        table.paths td{overflow-wrap:anywhere}
        table.paths th{overflow-wrap:normal;word-break:normal;hyphens:none}
        table.paths th>span{display:inline-block}
        table.paths tr.head th{font-family:system-ui,sans-serif;font-size:11px;font-weight:600;text-transform:uppercase;letter-spacing:.03em;color:var(--col-muted,var(--muted));border-top:0}
        tr.differs td,tr.differs th{background:#fff4e0;color:#1d1d1f}
        tr.finding th{color:var(--bad)}
        .chip{display:inline-block;width:10px;height:10px;border-radius:2px;border:1px solid rgba(0,0,0,.2);margin-right:4px;vertical-align:-1px}
        details.page>summary{cursor:pointer;font-weight:600;padding:6px 0}
        ul.summary{font-family:ui-monospace,Menlo,monospace;font-size:13px;padding-left:18px}
        ul.summary li,ul.findings li{overflow-wrap:anywhere;margin:2px 0}
        @media (max-width:760px){
        header,main{padding:12px}
        .cols{grid-template-columns:minmax(0,1fr)}
        .column-label{display:block}
        }
        """
}
