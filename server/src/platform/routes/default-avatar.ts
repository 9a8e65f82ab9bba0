/** A neutral silhouette for users without an avatar; served locally so no third party sees views. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="Default avatar">
<rect width="128" height="128" rx="64" fill="#3f3f46"/>
<circle cx="64" cy="50" r="22" fill="#d4d4d8"/>
<path d="M24 108c6-22 22-32 40-32s34 10 40 32" fill="#d4d4d8"/>
</svg>
`;
