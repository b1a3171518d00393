// Marrow Bay Public Library site script
document.addEventListener('DOMContentLoaded', function () {
  var t = document.querySelector('.nav-toggle');
  if (t) t.addEventListener('click', function () {
    var m = document.getElementById('menu');
    var open = t.getAttribute('aria-expanded') === 'true';
    t.setAttribute('aria-expanded', String(!open));
    m.classList.toggle('open', !open);
  });
  document.querySelectorAll('.acc-btn').forEach(function (b) {
    b.addEventListener('click', function () {
      var p = document.getElementById(b.getAttribute('aria-controls'));
      var open = b.getAttribute('aria-expanded') === 'true';
      b.setAttribute('aria-expanded', String(!open));
      if (open) p.setAttribute('hidden', ''); else p.removeAttribute('hidden');
    });
  });
});
