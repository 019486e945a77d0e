/** What the back office shows while its first screen loads (admin/index.html shows the same before the script runs). */
export function AdminLoading() {
  return (
    <div
      role="status"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: '#f4f6f9',
        color: '#475467',
        font: '500 15px/1.4 system-ui, sans-serif',
      }}
    >
      <span>Loading the back office…</span>
    </div>
  );
}
