/**
 * Demo legal pages (privacy policy and terms of use) for the seed data.
 * HTML fragments: the Greek text (privacyPolicy, termsOfUse) and its English translation
 * (privacyPolicyEn, termsOfUseEn), which readers of the English site see.
 */

export const privacyPolicy: string = `<p>Η παρούσα Πολιτική Απορρήτου εξηγεί ποια προσωπικά δεδομένα συλλέγει ο ιστότοπος <strong>Palmos News</strong>, για ποιους σκοπούς τα χρησιμοποιεί και ποια δικαιώματα έχετε σύμφωνα με τον Γενικό Κανονισμό για την Προστασία Δεδομένων (ΕΕ) 2016/679 (ΓΚΠΔ) και τον ν. 4624/2019.</p>
<h3>1. Υπεύθυνος επεξεργασίας</h3>
<p>Υπεύθυνος επεξεργασίας είναι η εκδότρια του Palmos News. Για κάθε ζήτημα σχετικό με τα προσωπικά σας δεδομένα μπορείτε να επικοινωνήσετε μαζί μας στη διεύθυνση <a href="mailto:editor@palmos.example">editor@palmos.example</a>.</p>
<h3>2. Ποια δεδομένα συλλέγουμε</h3>
<ul>
<li><strong>Διεύθυνση ηλεκτρονικού ταχυδρομείου</strong>, εφόσον εγγραφείτε στο ενημερωτικό μας δελτίο (newsletter).</li>
<li><strong>Cookie προτίμησης γλώσσας</strong>, που θυμάται αν προτιμάτε την ελληνική ή την αγγλική έκδοση του ιστότοπου.</li>
<li><strong>Cookies σύνδεσης</strong>, αποκλειστικά για τα μέλη της συντακτικής ομάδας που συνδέονται στο σύστημα διαχείρισης περιεχομένου.</li>
<li><strong>Ανώνυμες μετρήσεις προβολών</strong> των άρθρων, οι οποίες δεν συνδέονται με διεύθυνση IP ή με οποιοδήποτε άλλο στοιχείο ταυτοποίησης.</li>
</ul>
<p>Δεν χρησιμοποιούμε cookies διαφήμισης ή παρακολούθησης από τρίτους και δεν δημιουργούμε προφίλ επισκεπτών.</p>
<h3>3. Σκοποί και νομική βάση της επεξεργασίας</h3>
<ul>
<li>Η αποστολή του newsletter βασίζεται στη <strong>συγκατάθεσή σας</strong> (άρθρο 6 παρ. 1 στοιχ. α΄ ΓΚΠΔ), την οποία μπορείτε να ανακαλέσετε οποτεδήποτε μέσω του συνδέσμου διαγραφής που περιέχει κάθε μήνυμα.</li>
<li>Τα cookies γλώσσας και σύνδεσης είναι <strong>απολύτως απαραίτητα</strong> για τη λειτουργία του ιστότοπου και βασίζονται στο έννομο συμφέρον μας (άρθρο 6 παρ. 1 στοιχ. στ΄ ΓΚΠΔ) και στο άρθρο 4 παρ. 5 του ν. 3471/2006.</li>
<li>Οι ανώνυμες μετρήσεις προβολών χρησιμοποιούνται αποκλειστικά για στατιστικούς σκοπούς, ώστε να γνωρίζουμε ποια θέματα ενδιαφέρουν τους αναγνώστες μας.</li>
</ul>
<h3>4. Διάρκεια τήρησης</h3>
<p>Η διεύθυνση e-mail τηρείται όσο παραμένετε εγγεγραμμένοι στο newsletter και διαγράφεται το αργότερο εντός 30 ημερών από την απεγγραφή σας. Το cookie γλώσσας διαρκεί έως ένα έτος, ενώ τα cookies σύνδεσης του προσωπικού λήγουν με την αποσύνδεση ή μετά από σύντομο διάστημα αδράνειας. Τα ανώνυμα στατιστικά στοιχεία μπορούν να διατηρούνται χωρίς χρονικό περιορισμό.</p>
<h3>5. Αποδέκτες</h3>
<p>Δεν πωλούμε ούτε διαβιβάζουμε τα δεδομένα σας σε τρίτους. Πρόσβαση σε αυτά μπορεί να έχουν μόνο οι πάροχοι φιλοξενίας και αποστολής e-mail, οι οποίοι ενεργούν ως εκτελούντες την επεξεργασία για λογαριασμό μας και δεσμεύονται συμβατικά για την εμπιστευτικότητα.</p>
<h3>6. Τα δικαιώματά σας</h3>
<p>Ως υποκείμενο των δεδομένων έχετε δικαίωμα:</p>
<ul>
<li>πρόσβασης στα δεδομένα που σας αφορούν·</li>
<li>διόρθωσης ανακριβών δεδομένων·</li>
<li>διαγραφής («δικαίωμα στη λήθη»)·</li>
<li>περιορισμού της επεξεργασίας και εναντίωσης σε αυτήν·</li>
<li>φορητότητας των δεδομένων·</li>
<li>ανάκλησης της συγκατάθεσής σας ανά πάσα στιγμή, χωρίς να θίγεται η νομιμότητα της επεξεργασίας που προηγήθηκε.</li>
</ul>
<p>Για να ασκήσετε τα δικαιώματά σας, στείλτε μήνυμα στη διεύθυνση <a href="mailto:editor@palmos.example">editor@palmos.example</a>. Θα απαντήσουμε εντός ενός μηνός.</p>
<h3>7. Αρχή Προστασίας Δεδομένων</h3>
<p>Αν θεωρείτε ότι η επεξεργασία των δεδομένων σας παραβιάζει τη νομοθεσία, έχετε δικαίωμα να υποβάλετε καταγγελία στην <strong>Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα</strong> (Κηφισίας 1-3, 115 23 Αθήνα, www.dpa.gr).</p>
<h3>8. Αλλαγές</h3>
<p>Ενδέχεται να επικαιροποιούμε την παρούσα Πολιτική. Η εκάστοτε ισχύουσα έκδοση δημοσιεύεται πάντα σε αυτή τη σελίδα.</p>`

export const privacyPolicyEn: string = `<p>This Privacy Policy explains what personal data the <strong>Palmos News</strong> website collects, the purposes for which it is used and the rights you have under the General Data Protection Regulation (EU) 2016/679 (GDPR) and Greek Law 4624/2019.</p>
<h3>1. Data controller</h3>
<p>The data controller is the publisher of Palmos News. For any matter concerning your personal data, you can contact us at <a href="mailto:editor@palmos.example">editor@palmos.example</a>.</p>
<h3>2. What data we collect</h3>
<ul>
<li><strong>Your e-mail address</strong>, if you subscribe to our newsletter.</li>
<li><strong>A language preference cookie</strong>, which remembers whether you prefer the Greek or the English edition of the website.</li>
<li><strong>Session cookies</strong>, used only for members of the editorial staff who sign in to the content management system.</li>
<li><strong>Anonymous view counts</strong> for articles, which are not linked to an IP address or to any other identifier.</li>
</ul>
<p>We do not use third-party advertising or tracking cookies and we do not build visitor profiles.</p>
<h3>3. Purposes and legal basis of processing</h3>
<ul>
<li>Sending the newsletter is based on <strong>your consent</strong> (Article 6(1)(a) GDPR), which you may withdraw at any time through the unsubscribe link included in every message.</li>
<li>The language and session cookies are <strong>strictly necessary</strong> for the operation of the website and are based on our legitimate interest (Article 6(1)(f) GDPR) and on Article 4(5) of Greek Law 3471/2006.</li>
<li>Anonymous view counts are used solely for statistical purposes, so that we know which topics interest our readers.</li>
</ul>
<h3>4. Retention</h3>
<p>Your e-mail address is kept for as long as you remain subscribed to the newsletter and is deleted no later than 30 days after you unsubscribe. The language cookie lasts for up to one year, while staff session cookies expire when the user signs out or after a short period of inactivity. Anonymous statistics may be kept indefinitely.</p>
<h3>5. Recipients</h3>
<p>We do not sell or transfer your data to third parties. Only our hosting and e-mail delivery providers may have access to it, acting as processors on our behalf and bound by contractual confidentiality obligations.</p>
<h3>6. Your rights</h3>
<p>As a data subject, you have the right:</p>
<ul>
<li>to access the data concerning you;</li>
<li>to have inaccurate data rectified;</li>
<li>to erasure (the "right to be forgotten");</li>
<li>to restrict processing and to object to it;</li>
<li>to data portability;</li>
<li>to withdraw your consent at any time, without affecting the lawfulness of processing carried out before the withdrawal.</li>
</ul>
<p>To exercise your rights, please write to <a href="mailto:editor@palmos.example">editor@palmos.example</a>. We will reply within one month.</p>
<h3>7. Data Protection Authority</h3>
<p>If you believe that the processing of your data infringes the law, you have the right to lodge a complaint with the <strong>Hellenic Data Protection Authority</strong> (1-3 Kifisias Avenue, 115 23 Athens, www.dpa.gr).</p>
<h3>8. Changes</h3>
<p>We may update this Policy from time to time. The version currently in force is always published on this page.</p>`

export const termsOfUse: string = `<h3>1. Αποδοχή των όρων</h3>
<p>Η πρόσβαση και η χρήση του ιστότοπου <strong>Palmos News</strong> προϋποθέτουν την αποδοχή των παρόντων Όρων Χρήσης. Αν δεν συμφωνείτε με αυτούς, παρακαλούμε να μη χρησιμοποιείτε τον ιστότοπο.</p>
<h3>2. Πνευματική ιδιοκτησία</h3>
<p>Το σύνολο του περιεχομένου του ιστότοπου, όπως κείμενα, φωτογραφίες, γραφικά, λογότυπα και η διάταξή τους, αποτελεί πνευματική ιδιοκτησία του Palmos News ή των δικαιούχων που μας έχουν παραχωρήσει άδεια χρήσης και προστατεύεται από τον ν. 2121/1993 και τις διεθνείς συμβάσεις για την πνευματική ιδιοκτησία.</p>
<h3>3. Επιτρεπόμενη χρήση</h3>
<p>Επιτρέπεται:</p>
<ul>
<li>η ανάγνωση και η εκτύπωση άρθρων για προσωπική, μη εμπορική χρήση·</li>
<li>η κοινοποίηση του τίτλου και του συνδέσμου ενός άρθρου σε μέσα κοινωνικής δικτύωσης·</li>
<li>η παράθεση σύντομων αποσπασμάτων, με ρητή αναφορά στην πηγή.</li>
</ul>
<p>Κάθε άλλη αναπαραγωγή, αναδημοσίευση ή εμπορική εκμετάλλευση του περιεχομένου απαιτεί την προηγούμενη έγγραφη άδειά μας.</p>
<h3>4. Συμπεριφορά χρηστών</h3>
<p>Οι χρήστες δεσμεύονται να μη χρησιμοποιούν τον ιστότοπο κατά τρόπο παράνομο ή επιβλαβή και ιδίως να μην:</p>
<ul>
<li>επιχειρούν μη εξουσιοδοτημένη πρόσβαση στα συστήματά μας·</li>
<li>συλλέγουν μαζικά περιεχόμενο με αυτοματοποιημένα μέσα χωρίς άδεια·</li>
<li>αποστέλλουν στη σύνταξη παράνομο, δυσφημιστικό ή προσβλητικό υλικό.</li>
</ul>
<h3>5. Διαφήμιση</h3>
<p>Ο ιστότοπος ενδέχεται να φιλοξενεί διαφημίσεις, οι οποίες επισημαίνονται σαφώς και διακρίνονται από το δημοσιογραφικό περιεχόμενο. Οι διαφημιζόμενοι φέρουν την αποκλειστική ευθύνη για το περιεχόμενο των καταχωρίσεών τους.</p>
<h3>6. Σύνδεσμοι προς τρίτους</h3>
<p>Τα άρθρα μπορεί να περιέχουν συνδέσμους προς ιστότοπους τρίτων. Δεν ελέγχουμε το περιεχόμενο ή τις πολιτικές απορρήτου τους και δεν φέρουμε ευθύνη γι' αυτά.</p>
<h3>7. Αποποίηση ευθύνης</h3>
<p>Καταβάλλουμε κάθε προσπάθεια ώστε οι πληροφορίες που δημοσιεύουμε να είναι ακριβείς και επίκαιρες. Το περιεχόμενο παρέχεται ωστόσο «ως έχει», για ενημερωτικούς σκοπούς, και δεν αποτελεί νομική, οικονομική ή ιατρική συμβουλή.</p>
<h3>8. Περιορισμός ευθύνης</h3>
<p>Στο μέτρο που επιτρέπει ο νόμος, το Palmos News δεν ευθύνεται για οποιαδήποτε άμεση ή έμμεση ζημία προκύψει από τη χρήση του ιστότοπου ή από τυχόν διακοπή της λειτουργίας του.</p>
<h3>9. Τροποποιήσεις</h3>
<p>Διατηρούμε το δικαίωμα να τροποποιούμε τους παρόντες Όρους οποτεδήποτε. Οι αλλαγές ισχύουν από τη δημοσίευσή τους σε αυτή τη σελίδα, και η συνέχιση της χρήσης του ιστότοπου συνιστά αποδοχή τους.</p>
<h3>10. Εφαρμοστέο δίκαιο και δικαιοδοσία</h3>
<p>Οι παρόντες Όροι διέπονται από το <strong>ελληνικό δίκαιο</strong>. Για κάθε διαφορά που θα προκύψει από αυτούς αρμόδια είναι τα δικαστήρια της Αθήνας.</p>
<h3>11. Επικοινωνία</h3>
<p>Για ερωτήσεις σχετικά με τους Όρους Χρήσης ή για αιτήματα άδειας αναδημοσίευσης, επικοινωνήστε μαζί μας στη διεύθυνση <a href="mailto:editor@palmos.example">editor@palmos.example</a>.</p>`

export const termsOfUseEn: string = `<h3>1. Acceptance of the terms</h3>
<p>Accessing and using the <strong>Palmos News</strong> website is subject to your acceptance of these Terms of Use. If you do not agree with them, please do not use the website.</p>
<h3>2. Intellectual property</h3>
<p>All content on the website, including texts, photographs, graphics, logos and their arrangement, is the intellectual property of Palmos News or of rights holders who have licensed it to us, and is protected by Greek Law 2121/1993 and by international copyright conventions.</p>
<h3>3. Permitted use</h3>
<p>You may:</p>
<ul>
<li>read and print articles for personal, non-commercial use;</li>
<li>share the headline and link of an article on social media;</li>
<li>quote short extracts, with clear attribution to the source.</li>
</ul>
<p>Any other reproduction, republication or commercial exploitation of the content requires our prior written permission.</p>
<h3>4. User conduct</h3>
<p>Users undertake not to use the website in an unlawful or harmful way and, in particular, not to:</p>
<ul>
<li>attempt unauthorised access to our systems;</li>
<li>harvest content in bulk by automated means without permission;</li>
<li>send unlawful, defamatory or offensive material to the newsroom.</li>
</ul>
<h3>5. Advertising</h3>
<p>The website may carry advertisements, which are clearly labelled and kept distinct from editorial content. Advertisers are solely responsible for the content of their advertisements.</p>
<h3>6. Links to third parties</h3>
<p>Articles may contain links to third-party websites. We do not control their content or privacy policies and accept no responsibility for them.</p>
<h3>7. Disclaimer</h3>
<p>We make every effort to ensure that the information we publish is accurate and up to date. However, the content is provided "as is", for information purposes, and does not constitute legal, financial or medical advice.</p>
<h3>8. Limitation of liability</h3>
<p>To the extent permitted by law, Palmos News is not liable for any direct or indirect damage arising from the use of the website or from any interruption in its operation.</p>
<h3>9. Changes</h3>
<p>We reserve the right to amend these Terms at any time. Changes take effect when they are published on this page, and continued use of the website constitutes acceptance of them.</p>
<h3>10. Governing law and jurisdiction</h3>
<p>These Terms are governed by <strong>Greek law</strong>. The courts of Athens have jurisdiction over any dispute arising from them.</p>
<h3>11. Contact</h3>
<p>For questions about these Terms of Use or requests for permission to republish, please contact us at <a href="mailto:editor@palmos.example">editor@palmos.example</a>.</p>`
