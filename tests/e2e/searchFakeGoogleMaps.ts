import type { Page } from '@playwright/test';

/**
 * A small stand-in for the Google Maps JavaScript API (the real one cannot be reached here): just
 * what the search map uses (Map, Marker, LatLng, LatLngBounds, event, SymbolPath). Markers are
 * buttons inside the map box, labelled with their title, with data-style from the icon scale. The
 * options the page created the map with are kept in window.__fakeMapOptions for the test to read.
 */
const FAKE_GOOGLE_MAPS = String.raw`
(function () {
  var listeners = new Map();
  function on(instance, name, handler) {
    var byName = listeners.get(instance) || {};
    (byName[name] = byName[name] || []).push(handler);
    listeners.set(instance, byName);
    return { remove: function () { byName[name] = (byName[name] || []).filter(function (h) { return h !== handler; }); } };
  }
  function trigger(instance, name) {
    var args = Array.prototype.slice.call(arguments, 2);
    ((listeners.get(instance) || {})[name] || []).slice().forEach(function (h) { h.apply(instance, args); });
  }
  function LatLng(lat, lng) { if (typeof lat === 'object') { lng = lat.lng; lat = lat.lat; } this._lat = lat; this._lng = lng; }
  LatLng.prototype.lat = function () { return this._lat; };
  LatLng.prototype.lng = function () { return this._lng; };
  LatLng.prototype.toJSON = function () { return { lat: this._lat, lng: this._lng }; };
  function LatLngBounds(sw, ne) {
    this.sw = sw ? new LatLng(sw) : null; this.ne = ne ? new LatLng(ne) : null;
  }
  LatLngBounds.prototype.extend = function (p) {
    p = p instanceof LatLng ? p : new LatLng(p);
    if (!this.sw) { this.sw = new LatLng(p.lat(), p.lng()); this.ne = new LatLng(p.lat(), p.lng()); return this; }
    this.sw = new LatLng(Math.min(this.sw.lat(), p.lat()), Math.min(this.sw.lng(), p.lng()));
    this.ne = new LatLng(Math.max(this.ne.lat(), p.lat()), Math.max(this.ne.lng(), p.lng()));
    return this;
  };
  LatLngBounds.prototype.getSouthWest = function () { return this.sw; };
  LatLngBounds.prototype.getNorthEast = function () { return this.ne; };
  LatLngBounds.prototype.getCenter = function () { return new LatLng((this.sw.lat() + this.ne.lat()) / 2, (this.sw.lng() + this.ne.lng()) / 2); };
  function toBounds(b) { return b instanceof LatLngBounds ? b : new LatLngBounds({ lat: b.south, lng: b.west }, { lat: b.north, lng: b.east }); }
  function MapClass(div, options) {
    this.div = div; this.options = Object.assign({}, options); this.zoom = options.zoom || 3;
    this.center = new LatLng(options.center || { lat: 0, lng: 0 });
    this.bounds = new LatLngBounds({ lat: -60, lng: -170 }, { lat: 75, lng: 170 });
    window.__fakeMapOptions = this.options;
    this.layer = document.createElement('div'); this.layer.setAttribute('data-testid', 'fake-map');
    this.layer.style.cssText = 'display:flex;flex-wrap:wrap;gap:4px;padding:56px 8px 8px;background:#dde8d8;height:100%;overflow:auto;box-sizing:border-box';
    div.appendChild(this.layer);
    var self = this; setTimeout(function () { trigger(self, 'idle'); }, 0);
  }
  MapClass.prototype.setOptions = function (o) { Object.assign(this.options, o); window.__fakeMapOptions = this.options; };
  MapClass.prototype.fitBounds = function (b, padding) {
    this.bounds = toBounds(b); this.center = this.bounds.getCenter(); window.__fakeMapPadding = padding;
    this.setZoom(4); trigger(this, 'bounds_changed'); trigger(this, 'idle');
  };
  MapClass.prototype.getBounds = function () { return this.bounds; };
  MapClass.prototype.getCenter = function () { return this.center; };
  MapClass.prototype.setCenter = function (c) { this.center = new LatLng(c); trigger(this, 'center_changed'); };
  MapClass.prototype.panTo = MapClass.prototype.setCenter;
  MapClass.prototype.getZoom = function () { return this.zoom; };
  MapClass.prototype.setZoom = function (z) { this.zoom = z; trigger(this, 'zoom_changed'); };
  MapClass.prototype.addListener = function (name, h) { return on(this, name, h); };
  MapClass.prototype.getDiv = function () { return this.div; };
  function Marker(options) {
    this.options = options; this.values = {};
    var el = this.el = document.createElement('button');
    el.type = 'button'; el.setAttribute('data-testid', 'fake-marker');
    el.setAttribute('aria-label', options.title || 'marker');
    el.textContent = options.label ? options.label.text : '•';
    el.setAttribute('data-scale', String(options.icon && options.icon.scale));
    var self = this; el.addEventListener('click', function () { trigger(self, 'click'); });
    if (options.map) this.setMap(options.map);
  }
  Marker.prototype.setMap = function (map) { if (this.el.parentNode) this.el.parentNode.removeChild(this.el); if (map) map.layer.appendChild(this.el); this.map = map; };
  Marker.prototype.getMap = function () { return this.map; };
  Marker.prototype.addListener = function (name, h) { return on(this, name, h); };
  Marker.prototype.set = function (k, v) { this.values[k] = v; if (k === 'clusterStyle') this.el.setAttribute('data-style', v); };
  Marker.prototype.get = function (k) { return this.values[k]; };
  var maps = window.google && window.google.maps ? window.google.maps : {};
  window.google = window.google || {};
  window.google.maps = maps;
  Object.assign(maps, {
    version: 'fake', Map: MapClass, Marker: Marker, LatLng: LatLng, LatLngBounds: LatLngBounds,
    SymbolPath: { CIRCLE: 0 }, Point: function (x, y) { this.x = x; this.y = y; }, Size: function (w, h) { this.width = w; this.height = h; },
    event: {
      addListener: on, addListenerOnce: on, trigger: trigger,
      removeListener: function (l) { if (l && l.remove) l.remove(); },
      clearInstanceListeners: function (i) { listeners.delete(i); },
    },
    importLibrary: function () { return Promise.resolve(maps); },
  });
  var callback = new URL(document.currentScript.src).searchParams.get('callback');
  var fn = callback && callback.split('.').reduce(function (o, k) { return o && o[k]; }, window);
  if (typeof fn === 'function') fn();
})();
`;

/** Serves the fake for every request to maps.googleapis.com. */
export async function routeFakeGoogleMaps(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GOOGLE_MAPS }));
}
