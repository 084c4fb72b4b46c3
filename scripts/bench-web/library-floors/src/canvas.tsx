/** Excalidraw with no props: the editor every canvas page renders, and its stylesheet. */
import { Excalidraw } from '@excalidraw/excalidraw';
import '@excalidraw/excalidraw/index.css';

export default function CanvasFloor() {
  return (
    <div style={{ height: '100vh' }}>
      <Excalidraw />
    </div>
  );
}
