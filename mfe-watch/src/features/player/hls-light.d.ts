// hls.js ships one declaration file for its full and light builds; the light entry point names
// none, so it is given the full build's (the light build's API is the same, minus features the
// player does not use).
declare module 'hls.js/light' {
  import Hls from 'hls.js';

  export default Hls;
}
