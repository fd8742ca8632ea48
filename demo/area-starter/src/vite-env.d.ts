/** The starter's build-time settings (Vite's `VITE_` variables). */
interface ImportMetaEnv {
  /** The portals allowed to frame this area: exact origins, comma-separated. */
  readonly VITE_SHELL_ORIGINS?: string;
}
