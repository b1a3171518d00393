// Menu toggles and ARIA accordions.
document.querySelectorAll('.nav-toggle').forEach(function (b) {
  b.addEventListener('click', function () {
    var open = b.getAttribute('aria-expanded') === 'true';
    b.setAttribute('aria-expanded', String(!open));
    document.getElementById(b.getAttribute('aria-controls')).classList.toggle('open', !open);
  });
});
document.querySelectorAll('.sub-toggle').forEach(function (b) {
  b.addEventListener('click', function () {
    b.setAttribute('aria-expanded', String(b.getAttribute('aria-expanded') !== 'true'));
  });
});
document.querySelectorAll('.accordion-trigger').forEach(function (b) {
  b.addEventListener('click', function () {
    var panel = document.getElementById(b.getAttribute('aria-controls'));
    var open = b.getAttribute('aria-expanded') === 'true';
    b.setAttribute('aria-expanded', String(!open));
    panel.hidden = open;
  });
});
