/*
 * Staffwright chat widget for any website:
 *   <script src="https://APP/widget.js" data-business="ID" async></script>
 * It adds a chat button; the chat itself runs in an iframe served by Staffwright, which only the
 * sites the business owner allowed may embed. Nothing from the host page is read.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var id = script.getAttribute('data-business') || '';
  if (!/^[1-9][0-9]{0,9}$/.test(id) || document.getElementById('staffwright-chat-' + id)) return;
  var origin = new URL(script.src, location.href).origin;
  var color = /^#[0-9a-fA-F]{6}$/.test(script.getAttribute('data-color') || '') ? script.getAttribute('data-color') : '#111827';

  var root = document.createElement('div');
  root.id = 'staffwright-chat-' + id;
  root.style.cssText = 'position:fixed;right:20px;bottom:20px;z-index:2147483000;font-family:system-ui,sans-serif';

  var frame = document.createElement('iframe');
  frame.title = 'Chat';
  frame.setAttribute('loading', 'lazy');
  frame.style.cssText =
    'display:none;position:absolute;right:0;bottom:72px;width:min(380px,calc(100vw - 40px));height:min(560px,calc(100vh - 120px));border:0;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.25);background:#fff';

  var button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', 'Open chat');
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText = 'width:56px;height:56px;border-radius:50%;border:0;cursor:pointer;box-shadow:0 6px 20px rgba(0,0,0,.25);color:#fff;background:' + color;
  button.innerHTML =
    '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
  button.addEventListener('click', function () {
    var open = frame.style.display === 'none';
    if (open && !frame.src) frame.src = origin + '/embed/' + id;
    frame.style.display = open ? 'block' : 'none';
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close chat' : 'Open chat');
  });

  root.appendChild(frame);
  root.appendChild(button);
  (document.body || document.documentElement).appendChild(root);
})();
