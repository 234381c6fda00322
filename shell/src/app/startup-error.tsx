/** Shown when the shell cannot even read its config: plain markup, no theme to rely on. */
export function StartupError() {
  return (
    <main style={{ fontFamily: 'Georgia, serif', maxWidth: '32rem', margin: '20vh auto', padding: '0 1.25rem', textAlign: 'center' }}>
      <h1>We will be right back</h1>
      <p>The site could not start just now. Please reload the page in a moment.</p>
      <button type="button" onClick={() => window.location.reload()}>Reload</button>
    </main>
  );
}
