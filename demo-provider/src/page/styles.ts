/** The game page's stylesheet: one column for a 390 px phone screen, inlined into the page. */
export const gameStyles = `
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#1a0b2e;color:#f5ecff;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;-webkit-text-size-adjust:100%}
body{display:flex;justify-content:center}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.game{width:100%;max-width:390px;min-height:100vh;padding:16px 16px 24px;background:radial-gradient(circle at 50% 0,#3d1a6e 0,#1a0b2e 70%)}
.theme-gem .game{background:radial-gradient(circle at 50% 0,#113a5c 0,#081a2e 70%)}
header{text-align:center;margin-bottom:12px}
h1{margin:0;font-size:22px;letter-spacing:2px;color:#ffd54a;text-shadow:0 2px 0 #8a4b00}
.game-name{margin:4px 0 0;font-size:15px;color:#d9c8f5}
.machine{position:relative;padding:10px;border-radius:18px;background:linear-gradient(#ffcf4a,#c07a00);box-shadow:0 6px 18px rgba(0,0,0,.5)}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:8px;border-radius:12px;background:#12051f}
.reel{display:grid;grid-template-rows:repeat(3,88px);gap:4px;overflow:hidden;border-radius:8px;background:linear-gradient(#2a0f47,#fdf8ff 30%,#fdf8ff 70%,#2a0f47)}
.cell{display:flex;align-items:center;justify-content:center}
.cell svg{width:72px;height:72px}
.reel.spinning .cell svg{animation:roll .12s linear infinite;filter:blur(1.5px)}
@keyframes roll{from{transform:translateY(-18px)}to{transform:translateY(18px)}}
.payline{position:absolute;left:10px;right:10px;top:50%;height:3px;margin-top:-1px;background:rgba(255,60,80,.75);pointer-events:none}
.reels.won .cell:nth-child(2){animation:glow .6s ease-in-out 3 alternate}
@keyframes glow{to{background:rgba(255,213,74,.65);border-radius:8px}}
.message{min-height:24px;margin:12px 0 4px;text-align:center;font-size:16px;font-weight:600}
.message.error{color:#ff7a8a}
.message.win{color:#ffd54a}
.meters{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:8px 0 14px}
.meter{padding:10px;border-radius:12px;background:rgba(255,255,255,.08);text-align:center}
.meter span{display:block;font-size:13px;color:#cbb8ea}
.meter strong{display:block;margin-top:4px;font-size:20px;color:#fff;font-variant-numeric:tabular-nums}
.stakes h2,.paytable h2{margin:0 0 8px;font-size:14px;font-weight:600;color:#cbb8ea}
.stake-options{display:grid;grid-template-columns:repeat(6,1fr);gap:6px}
.stake-options button{height:40px;border:1px solid #6a4a9a;border-radius:10px;background:#2a1247;color:#f5ecff;font-size:15px}
.stake-options button[aria-pressed="true"]{border-color:#ffd54a;background:#ffd54a;color:#3a1d00;font-weight:700}
.spin{display:block;width:100%;height:56px;margin:16px 0;border:0;border-radius:28px;background:linear-gradient(#ff6a3d,#e0002a);color:#fff;font-size:20px;font-weight:700;letter-spacing:4px;box-shadow:0 4px 0 #8a0019}
.spin:disabled{opacity:.55;box-shadow:none}
button:not(:disabled){cursor:pointer}
.paytable ul{margin:0;padding:0;list-style:none;display:grid;grid-template-columns:1fr 1fr;gap:6px}
.paytable li{display:flex;align-items:center;justify-content:space-between;padding:4px 10px;border-radius:8px;background:rgba(255,255,255,.06);font-size:14px}
.paytable li svg{width:22px;height:22px}
.unit{font-size:12px;color:#cbb8ea}
.notice{margin-top:30vh;padding:24px;border-radius:16px;background:rgba(255,255,255,.08);text-align:center;font-size:17px;line-height:1.6}
`;
