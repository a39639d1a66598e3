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
        .legend span{background:var(--tint);border:1px solid var(--line);border-radius:999px;padding:2px 10px;font-size:13px}
        .cols{display:grid;grid-template-columns:repeat(var(--columns),minmax(0,1fr));gap:10px}
        .constant,.style{background:var(--paper);border:1px solid var(--line);border-radius:10px;padding:10px 12px;margin:8px 0;content-visibility:auto;contain-intrinsic-size:auto 160px}
        .name{font-weight:600;font-family:ui-monospace,Menlo,monospace;font-size:13px;margin-bottom:6px;overflow-wrap:anywhere}
        .cell{min-width:0;padding:6px;border-radius:8px}
        .column-label{display:none;font-size:12px;color:var(--muted)}
        .differs{background:#fff4e0;outline:2px solid var(--mark)}
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
        .card{min-width:0;border-radius:8px;padding:8px}
        .card.missing{color:var(--muted);font-style:italic}
        .mock{min-height:56px;padding:10px;border-radius:0;background:#fff;box-shadow:none;border:1px dashed var(--line);overflow:hidden;overflow-wrap:anywhere}
        .sample{font-size:16px}
        .states{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
        .state{font-size:12px;border:1px solid var(--line);border-radius:6px;padding:1px 6px}
        .child{font-size:13px;margin-top:4px}
        .finding{color:var(--bad);font-size:13px;margin:6px 0 0;overflow-wrap:anywhere}
        table.paths{width:100%;border-collapse:collapse;margin-top:8px;font-size:12.5px;table-layout:fixed}
        table.paths th,table.paths td{text-align:left;padding:2px 4px;border-top:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere;font-family:ui-monospace,Menlo,monospace;font-weight:400}
        table.paths th{width:45%}
        tr.differs td,tr.differs th{background:#fff4e0}
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
