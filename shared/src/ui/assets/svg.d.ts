// Webpack's asset rule turns an imported SVG into its URL (inlined as a data URL when small).
declare module '*.svg' {
  const url: string;
  export default url;
}
