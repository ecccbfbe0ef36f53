// Draws the shipped default job image and contact photo (no downloads): node scripts/draw-default-images.mjs
import sharp from 'sharp'
const job = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#152054"/><stop offset="0.55" stop-color="#1e36af"/><stop offset="1" stop-color="#2554eb"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.04"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#g)"/>
<circle cx="1320" cy="150" r="260" fill="#3b72f6" opacity="0.25"/><circle cx="220" cy="820" r="320" fill="#eff5ff" opacity="0.06"/>
<g fill="url(#s)" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6">
 <rect x="560" y="250" width="480" height="470" rx="10"/>
 <rect x="640" y="180" width="320" height="80" rx="8"/>
</g>
<g fill="#dbe8fe" opacity="0.85">
 ${Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => `<rect x="${605 + c * 104}" y="${290 + r * 88}" width="56" height="52" rx="6"/>`).join('')).join('')}
</g>
<rect x="745" y="620" width="110" height="100" rx="8" fill="#eff5ff" opacity="0.9"/>
<g stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round" fill="none">
 <path d="M300 720 h1000"/>
 <path d="M340 720 v-70 a40 40 0 0 1 80 0 v70"/><path d="M1180 720 v-70 a40 40 0 0 1 80 0 v70"/>
</g>
</svg>`
const contact = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbe8fe"/><stop offset="1" stop-color="#eff5ff"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#b)"/>
<circle cx="256" cy="200" r="96" fill="#1e36af"/>
<path d="M76 512 c0 -120 80 -190 180 -190 s180 70 180 190 z" fill="#1e36af"/>
<path d="M226 330 l30 60 l30 -60 z" fill="#eff5ff"/>
</svg>`
await sharp(Buffer.from(job)).png({ compressionLevel: 9, palette: true }).toFile('src/seed/assets/default-job-image.png')
await sharp(Buffer.from(contact)).png({ compressionLevel: 9, palette: true }).toFile('src/seed/assets/default-contact-photo.png')
