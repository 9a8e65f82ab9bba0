import { useEffect, useRef } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { TOAST_DURATIONS, TOAST_LIMIT, toastHostState } from '../stores/notify';

/** The container itself, in a chunk of its own with the toast library. */
export default function KinoraToastContainer() {
  const layerRef = useRef<HTMLDivElement>(null);

  // Effects run child first: the library's container has registered itself by now, so the calls
  // replayed here land in it.
  useEffect(() => {
    toastHostState.attach(toast);
    return () => toastHostState.detach(toast);
  }, []);

  // A modal dialog sits in the browser's top layer, above any z-index, its backdrop dimming the
  // rest. The toasts get a layer of their own there, shown again with each new toast while a
  // dialog is open so that it goes above it (the save dialog's "Video added" must stay readable).
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer || !('showPopover' in layer)) return undefined;
    layer.showPopover();
    const stopListening = toast.onChange((item) => {
      // Only over a dialog: a fullscreen player, also in the top layer, keeps covering toasts.
      if (item.status !== 'added' || !document.querySelector('dialog:modal')) return;
      layer.hidePopover();
      layer.showPopover();
    });
    return () => {
      stopListening();
      if (layer.matches(':popover-open')) layer.hidePopover();
    };
  }, []);

  return (
    <ToastLayer ref={layerRef} popover="manual">
      <ToastContainer
        position="bottom-center"
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATIONS.default}
        theme="dark"
        newestOnTop
        closeOnClick
        pauseOnFocusLoss
        pauseOnHover
      />
    </ToastLayer>
  );
}

// No box of its own: the library's container places itself against the viewport.
const ToastLayer = styled.div`
  inset: 0 auto auto 0;
  width: 0;
  height: 0;
  margin: 0;
  padding: 0;
  overflow: visible;
  border: 0;
  background: transparent;
`;
