/**
 * 'Çıkış Yap' as a plain POST form: it works before the scripts load, and the
 * full page load that follows drops everything the admin screens held in memory.
 */
export function LogoutButton({ iconOnly = false }: { iconOnly?: boolean }) {
  return (
    <form method="post" action="/admin/logout">
      <button
        type="submit"
        aria-label={iconOnly ? "Çıkış Yap" : undefined}
        title={iconOnly ? "Çıkış Yap" : undefined}
        className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-red-200 hover:bg-red-500/20 hover:text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-white ${
          iconOnly ? "justify-center" : ""
        }`}
      >
        <span aria-hidden="true">🚪</span>
        {iconOnly ? null : <span>Çıkış Yap</span>}
      </button>
    </form>
  );
}
