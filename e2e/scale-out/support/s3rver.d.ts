/** The part of s3rver's API the scale-out suite uses (the package ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    /** Buckets made at start; `configs` are bucket settings as S3 XML (CORS here). */
    configureBuckets?: Array<{ name: string; configs?: string[] }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
