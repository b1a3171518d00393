// Juniper Hill site scripts: cookie banner, ARIA accordions, Bootstrap-style collapse, FAQ from JSON-LD
(function () {
  var banner = document.getElementById('cookie-banner');
  if (banner) {
    if (localStorage.getItem('jh-cookies')) banner.classList.add('hidden');
    banner.addEventListener('click', function (e) {
      var choice = e.target.getAttribute('data-cookie');
      if (choice) { localStorage.setItem('jh-cookies', choice); banner.classList.add('hidden'); }
    });
  }
  document.querySelectorAll('.faq-accordion button[aria-controls]').forEach(function (btn) {
    btn.addEventListener('click', function () {
      var panel = document.getElementById(btn.getAttribute('aria-controls'));
      var open = btn.getAttribute('aria-expanded') === 'true';
      btn.setAttribute('aria-expanded', String(!open));
      panel.hidden = open;
    });
  });
  document.querySelectorAll('[data-bs-toggle="collapse"]').forEach(function (btn) {
    btn.addEventListener('click', function () {
      var target = document.querySelector(btn.getAttribute('data-bs-target'));
      var show = !target.classList.contains('show');
      target.classList.toggle('show', show);
      btn.classList.toggle('collapsed', !show);
      btn.setAttribute('aria-expanded', String(show));
    });
  });
  var root = document.getElementById('faq-root');
  if (root) {
    document.querySelectorAll('script[type="application/ld+json"]').forEach(function (s) {
      try {
        var data = JSON.parse(s.textContent);
        if (data['@type'] !== 'FAQPage') return;
        data.mainEntity.forEach(function (q, i) {
          var d = document.createElement('details');
          var sum = document.createElement('summary');
          sum.textContent = q.name;
          var p = document.createElement('p');
          p.textContent = q.acceptedAnswer.text;
          d.appendChild(sum); d.appendChild(p); root.appendChild(d);
        });
      } catch (err) { /* ignore */ }
    });
  }
})();
