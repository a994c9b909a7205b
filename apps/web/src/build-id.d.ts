interface ImportMetaEnv {
  /** The build's id (vite.config.ts), sent with error reports (issue 36). */
  readonly VITE_BUILD_ID?: string;
}
