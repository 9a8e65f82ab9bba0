// The async boundary lets the federation runtime negotiate shared singletons before any of them
// is evaluated. The chunk is named so the server can hint it in the shell page.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
