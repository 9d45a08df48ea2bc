import { createContext, useContext } from 'react';

/** The map tile URL of the configuration (`mapTileUrl` of `GET /config.json`), given by the App. */
export const MapTileUrlContext = createContext<string | undefined>(undefined);

/**
 * The tile URL template of the activity map (e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`), as
 * main.tsx read it with the rest of `/config.json`; undefined when not configured — the map then shows
 * no tiles.
 */
export const useMapTileUrl = (): string | undefined => useContext(MapTileUrlContext) || undefined;
