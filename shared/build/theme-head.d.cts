export declare const THEME_STORAGE_KEY: string;
export declare const themeStyle: string;
export declare const themeScript: string;
