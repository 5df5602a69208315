// The slot page's script (plain browser JavaScript, inlined by html.ts). Texts from the server
// are only ever set as textContent, never parsed as HTML.
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const SYMBOLS = 6;
  const SPIN_MS = 700;
  const STOP_GAP_MS = 220;
  const reelsBox = document.getElementById('reels');
  const reels = Array.from(reelsBox.querySelectorAll('.reel'));
  const spinButton = document.getElementById('spin');
  const stakeButtons = Array.from(document.querySelectorAll('#stakes button'));
  const balanceText = document.getElementById('balance');
  const winText = document.getElementById('win');
  const messageText = document.getElementById('message');
  let stake = Number(stakeButtons[0].dataset.stake);

  /** Decimal USDT text to two places, truncated; anything else shows as '--'. */
  function formatAmount(text) {
    const match = /^(\d+)(?:\.(\d+))?$/.exec(String(text));
    if (!match) return '--';
    return `${match[1]}.${(match[2] || '').padEnd(2, '0').slice(0, 2)}`;
  }

  function showMessage(text, kind) {
    messageText.textContent = text || '';
    messageText.className = `message ${kind || ''}`;
  }

  function setSymbol(cell, symbol) {
    const index = Number.isInteger(symbol) && symbol >= 0 && symbol < SYMBOLS ? symbol : 0;
    cell.querySelector('use').setAttribute('href', `#s${index}`);
  }

  const randomSymbol = () => Math.floor(Math.random() * SYMBOLS);
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Shuffles the pictures while the round is being played; returns a function that stops it. */
  function startSpinning() {
    reelsBox.classList.remove('won');
    for (const reel of reels) reel.classList.add('spinning');
    const timer = setInterval(() => {
      for (const reel of reels)
        if (reel.classList.contains('spinning')) for (const cell of reel.children) setSymbol(cell, randomSymbol());
    }, 90);
    return () => clearInterval(timer);
  }

  async function stopReels(stopShuffle, result) {
    await pause(SPIN_MS);
    for (const [index, reel] of reels.entries()) {
      reel.classList.remove('spinning');
      // Without a result the reels stop on whatever they were showing: nothing was played.
      const stops = result && Array.isArray(result.reels[index]) ? result.reels[index] : null;
      if (stops) Array.from(reel.children).forEach((cell, row) => setSymbol(cell, stops[row]));
      await pause(STOP_GAP_MS);
    }
    stopShuffle();
  }

  async function refreshBalance() {
    try {
      const response = await fetch(`balance?session=${encodeURIComponent(boot.session)}`);
      const body = await response.json();
      if (body.code === 200) balanceText.textContent = formatAmount(body.result.balance);
    } catch {
      // The next spin shows the balance anyway.
    }
  }

  async function requestSpin() {
    try {
      const response = await fetch('spin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: boot.session, stake }),
      });
      return await response.json();
    } catch {
      return { code: 0, message: boot.texts.networkError };
    }
  }

  async function spin() {
    spinButton.disabled = true;
    for (const button of stakeButtons) button.disabled = true;
    showMessage('');
    winText.textContent = '0.00';
    const stopShuffle = startSpinning();
    const answer = await requestSpin();
    const result = answer && answer.code === 200 ? answer.result : null;
    await stopReels(stopShuffle, result);
    if (result) {
      winText.textContent = formatAmount(result.win);
      const won = Number(result.multiplier) > 0;
      if (won) reelsBox.classList.add('won');
      if (result.balance === null) {
        showMessage(boot.texts.winPending, 'error');
        setTimeout(refreshBalance, 3000);
      } else {
        balanceText.textContent = formatAmount(result.balance);
        showMessage(won ? `${boot.texts.youWin} ${result.multiplier}×` : '', 'win');
      }
    } else {
      showMessage(answer && answer.message ? answer.message : boot.texts.networkError, 'error');
      void refreshBalance();
    }
    spinButton.disabled = false;
    for (const button of stakeButtons) button.disabled = false;
  }

  for (const button of stakeButtons) {
    button.addEventListener('click', () => {
      stake = Number(button.dataset.stake);
      for (const other of stakeButtons) other.setAttribute('aria-pressed', String(other === button));
    });
  }
  spinButton.addEventListener('click', () => void spin());
  for (const reel of reels) for (const cell of reel.children) setSymbol(cell, randomSymbol());
  balanceText.textContent = formatAmount(boot.balance);
})();
