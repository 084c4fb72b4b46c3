/** Canvas elements as the editor stores them: one Excalidraw element's JSON per document. */

export interface ElementPlace {
  id: string;
  x: number;
  y: number;
  version: number;
  versionNonce: number;
  /** The text the bench finds it by (the writing action's token). */
  label: string;
}

/** A rectangle as Excalidraw 0.18 saves one, labelled in `customData`. */
export function elementJson(place: ElementPlace): string {
  return JSON.stringify({
    id: place.id,
    type: 'rectangle',
    x: place.x,
    y: place.y,
    width: 160,
    height: 90,
    angle: 0,
    strokeColor: '#1e1e1e',
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    roundness: { type: 3 },
    seed: place.versionNonce,
    version: place.version,
    versionNonce: place.versionNonce,
    isDeleted: false,
    boundElements: null,
    updated: 1_767_600_000_000,
    link: null,
    locked: false,
    customData: { label: place.label },
  });
}
