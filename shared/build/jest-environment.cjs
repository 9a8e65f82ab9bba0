/**
 * jsdom with Node's own fetch globals (what msw 2 needs, as jest-fixed-jsdom does), plus one fix:
 * React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (a
 * router navigation does), and Node's FormData cannot read a jsdom form. The FormData here reads
 * the form through jsdom's implementation and hands Node's FormData the entries. And jsdom's
 * `performance` has a clock but no Resource Timing: it downloads none of a page's resources, so
 * the list it stands for is empty.
 */
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const NODE_GLOBALS = [
  'TextDecoder',
  'TextEncoder',
  'TextDecoderStream',
  'TextEncoderStream',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'Blob',
  'Headers',
  'Request',
  'Response',
  'fetch',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'BroadcastChannel',
];

class KinoraJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = [''];
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
    if (typeof this.global.performance.getEntriesByType !== 'function')
      this.global.performance.getEntriesByType = () => [];

    const JsdomFormData = this.global.FormData;
    const NodeFormData = globalThis.FormData;
    this.global.FormData = class FormData extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter ?? undefined)) {
          this.append(name, value);
        }
      }
    };
  }
}

module.exports = KinoraJsdomEnvironment;
