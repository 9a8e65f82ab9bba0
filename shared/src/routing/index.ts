// What the server reads of the routing without the router itself: the public routes and the
// route records the remotes publish.
export * from './paths';
export * from './first-screen';
export * from './results';
export * from './route-record';
export * from './route-match';
